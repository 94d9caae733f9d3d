/**
 * Side-effect module: registers the `.astro` folder hook (`isolateDotAstro`, scripts/lib/dot-astro.ts). Import it
 * before anything that loads Astro — static imports run in order, so put it first in an entry script (scripts/dev.ts).
 */
import { isolateDotAstro } from './dot-astro.ts';

isolateDotAstro();
