/**
 * Placeholder images for stock without photos (data README *Car photos*): a neutral SVG per
 * (body kind, colour family) actually used, written to `placeholders/` beside the snapshot.
 * 4:3, 1200×900, light background, no text, no brand marks.
 */
import type { CarImage } from '../car-schema.ts';
import type { SimpleBody } from './mappings.ts';
import { SILHOUETTES, type BodyKind } from './silhouettes.ts';

/** Placeholder size in pixels. */
export const PLACEHOLDER_WIDTH = 1200;
export const PLACEHOLDER_HEIGHT = 900;
/** Folder of the placeholders, relative to the snapshot file's folder. */
export const PLACEHOLDER_DIR = 'placeholders';

/** Colour families: name, fill, and the words that select it (first matching word of the colour wins). */
export const COLOUR_FAMILIES: readonly { family: string; fill: string; words: readonly string[] }[] = [
  { family: 'white', fill: '#f7f7f4', words: ['white', 'pearl', 'ivory', 'alpine', 'snow', 'glacier', 'frost'] },
  { family: 'black', fill: '#1d1f22', words: ['black', 'ebony', 'onyx', 'obsidian', 'jet', 'phantom'] },
  { family: 'silver', fill: '#c3c7cc', words: ['silver', 'titanium', 'platinum', 'aluminium', 'alloy'] },
  { family: 'grey', fill: '#7b8087', words: ['grey', 'gray', 'graphite', 'charcoal', 'gunmetal', 'slate', 'steel', 'granite', 'magnetic'] },
  { family: 'blue', fill: '#2f5fa7', words: ['blue', 'navy', 'azure', 'cobalt', 'sapphire', 'indigo'] },
  { family: 'red', fill: '#b3261e', words: ['red', 'crimson', 'ruby', 'scarlet', 'cherry'] },
  { family: 'green', fill: '#2e6b3f', words: ['green', 'olive', 'emerald', 'khaki', 'lime'] },
  { family: 'gold', fill: '#c9a646', words: ['gold', 'champagne'] },
  { family: 'brown', fill: '#6b4a2f', words: ['brown', 'mocha', 'chocolate', 'tan', 'copper'] },
  { family: 'bronze', fill: '#8c6a3c', words: ['bronze'] },
  { family: 'orange', fill: '#e07b22', words: ['orange'] },
  { family: 'yellow', fill: '#e8c61a', words: ['yellow'] },
  { family: 'beige', fill: '#d8c8a8', words: ['beige', 'cream', 'sand', 'stone'] },
  { family: 'purple', fill: '#5e3a87', words: ['purple', 'violet', 'plum'] },
  { family: 'burgundy', fill: '#6d1a2a', words: ['burgundy', 'maroon', 'wine'] },
  { family: 'pink', fill: '#e58fb0', words: ['pink'] },
  { family: 'turquoise', fill: '#2aa3a3', words: ['turquoise', 'teal', 'aqua'] },
];
/** The family for an unknown or missing colour. */
export const NEUTRAL = { family: 'neutral', fill: '#a3a9b0' } as const;

/** The colour family of an exterior colour such as `Pearl White` → `white`; `neutral` when unknown. */
export function colourFamily(colour: string | null): { family: string; fill: string } {
  for (const word of (colour ?? '').toLowerCase().split(/[^a-z]+/)) {
    const hit = COLOUR_FAMILIES.find((f) => f.words.includes(word));
    if (hit) return hit;
  }
  return NEUTRAL;
}

const KIND_OF_BODY: Readonly<Record<SimpleBody, BodyKind>> = {
  SUV: 'suv',
  Hatchback: 'hatch',
  Sedan: 'sedan',
  Ute: 'ute',
  Wagon: 'wagon',
  Coupe: 'coupe',
  Convertible: 'convertible',
  'People Mover': 'people-mover',
  'Van/Commercial': 'van',
  Caravan: 'caravan',
  Motorcycle: 'motorcycle',
};

/** The silhouette for a car: by `simple_body`, else by item type, else a sedan (a generic car). */
export function bodyKind(simpleBody: SimpleBody | null, itemType: string): BodyKind {
  if (simpleBody) return KIND_OF_BODY[simpleBody];
  return itemType === 'caravan' ? 'caravan' : itemType === 'motorcycle' ? 'motorcycle' : 'sedan';
}

/** The SVG document for one body kind in one fill colour. */
export function placeholderSvg(kind: BodyKind, fill: string): string {
  const s = SILHOUETTES[kind];
  const paths = (list: string[], attrs: string): string => list.map((d) => `<path d="${d}" ${attrs}/>`).join('');
  // Large (motorcycle) wheels get a thin tyre and an open rim; car wheels a solid tyre and hub.
  const wheels = s.wheels
    .map((w) => {
      const rim = Math.round(w.r * (w.r > 100 ? 0.8 : 0.42));
      const hub = w.r > 100 ? `<circle cx="${w.x}" cy="${w.y}" r="${Math.round(w.r * 0.18)}" fill="#5b626b"/>` : '';
      return `<circle cx="${w.x}" cy="${w.y}" r="${w.r}" fill="#23272c"/><circle cx="${w.x}" cy="${w.y}" r="${rim}" fill="#aab1b9"/>${hub}`;
    })
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PLACEHOLDER_WIDTH} ${PLACEHOLDER_HEIGHT}" width="${PLACEHOLDER_WIDTH}" height="${PLACEHOLDER_HEIGHT}">`,
    `<rect width="${PLACEHOLDER_WIDTH}" height="${PLACEHOLDER_HEIGHT}" fill="#eef0f3"/>`,
    `<ellipse cx="600" cy="706" rx="500" ry="24" fill="#d6dade"/>`,
    `<g stroke="#4a5058" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">`,
    `<path d="${s.body}" fill="${fill}"/>`,
    paths(s.windows, 'fill="#34404c" fill-opacity="0.85"'),
    paths(s.details, 'fill="none"'),
    paths(s.dark, 'fill="#3a4048"'),
    paths(s.struts ?? [], 'fill="none" stroke="#3a4048" stroke-width="18"'),
    `</g>`,
    wheels,
    `</svg>`,
    '',
  ].join('\n');
}

/** A placeholder chosen for one car: its file name and image entry. */
export interface PlaceholderChoice {
  file: string;
  svg: () => string;
  image: CarImage;
}

/** The placeholder image for a car: `placeholders/<kind>-<family>.svg`, alt `'<year make model> placeholder illustration'`. */
export function placeholderFor(car: {
  simple_body: SimpleBody | null;
  item_type: string;
  colour: string | null;
  year: number;
  make: string;
  model: string;
}): PlaceholderChoice {
  const kind = bodyKind(car.simple_body, car.item_type);
  const colour = colourFamily(car.colour);
  const file = `${kind}-${colour.family}.svg`;
  return {
    file,
    svg: () => placeholderSvg(kind, colour.fill),
    image: {
      url: `${PLACEHOLDER_DIR}/${file}`,
      alt: `${car.year} ${car.make} ${car.model} placeholder illustration`,
      width: PLACEHOLDER_WIDTH,
      height: PLACEHOLDER_HEIGHT,
    },
  };
}
