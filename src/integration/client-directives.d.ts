// Types of the project's custom client directives (module augmentation of Astro's JSX types).
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first intent (src/integration/intent-directive.js). */
    'client:intent'?: boolean;
  }
}
