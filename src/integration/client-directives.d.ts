// Types of the project's custom client directives (module augmentation of Astro's JSX types).
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the visitor's first intent (src/integration/intent-directive.js). `urlState: false`: the
     * island reads nothing from the query string, so a URL with one does not make it hydrate when idle.
     * `signedInEager`: hydrate when idle where this browser signed in on the site before (the sign-in form).
     * `visible`: a root margin (`'200px'`): hydrate when the island comes that near the viewport, or on a press
     * inside it, handing the press to the pressed box (the vehicle page's finance calculator).
     */
    'client:intent'?: boolean | { urlState?: boolean; signedInEager?: boolean; visible?: string };
    /**
     * Hydrate a gated page's island at once, or, with `signIn` (the page is gated on this site), first send a
     * visitor whose browser never signed in here to `/sign-in/?type=<signIn>` (src/integration/gate-directive.js).
     */
    'client:gate'?: boolean | { signIn?: import('../domain/account.ts').SignInType };
  }
}
