// Types of the project's custom client directives (module augmentation of Astro's JSX types).
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the visitor's first intent (src/integration/intent-directive.js). `urlState: false`: the
     * island reads nothing from the query string, so a URL with one does not make it hydrate when idle.
     */
    'client:intent'?: boolean | { urlState?: boolean };
  }
}
