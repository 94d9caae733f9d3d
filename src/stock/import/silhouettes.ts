/**
 * Side-view silhouettes for placeholder images, drawn in a 1200×900 box (vehicle facing right,
 * ground at y≈700). No text, no brand marks: a body shape in the car's colour, dark windows, wheels.
 */

/** Body kinds that have a silhouette (file-name part of `placeholders/<kind>-<colour>.svg`). */
export const BODY_KINDS = [
  'suv',
  'hatch',
  'sedan',
  'ute',
  'wagon',
  'coupe',
  'convertible',
  'van',
  'people-mover',
  'caravan',
  'motorcycle',
] as const;
export type BodyKind = (typeof BODY_KINDS)[number];

/** One silhouette: body path (filled with the car colour), window paths, detail strokes, wheels. */
export interface Silhouette {
  body: string;
  windows: string[];
  /** Outline-only details (door lines, tray rail). */
  details: string[];
  /** Dark solid parts (seats, hitch, engine). */
  dark: string[];
  /** Thick dark strokes (a motorcycle's fork and swingarm). */
  struts?: string[];
  wheels: { x: number; y: number; r: number }[];
}

const carWheels = (a: number, b: number): Silhouette['wheels'] => [
  { x: a, y: 626, r: 74 },
  { x: b, y: 626, r: 74 },
];

/** The silhouette of each body kind. */
export const SILHOUETTES: Readonly<Record<BodyKind, Silhouette>> = {
  sedan: {
    body: 'M150,640 C150,585 165,555 215,545 L395,528 C455,460 510,425 585,422 L735,422 C800,424 850,470 905,526 L1015,540 C1060,548 1070,575 1070,612 L1070,640 Z',
    windows: ['M420,528 C470,470 515,444 585,442 L650,442 L650,528 Z', 'M670,442 L735,442 C790,445 830,480 872,528 L670,528 Z'],
    details: [],
    dark: [],
    wheels: carWheels(330, 880),
  },
  hatch: {
    body: 'M190,640 L190,500 C190,450 215,412 270,405 L700,400 C760,402 800,440 850,512 L990,530 C1035,538 1045,565 1045,605 L1045,640 Z',
    windows: ['M240,490 C245,450 262,430 300,428 L480,424 L480,505 Z', 'M500,424 L690,422 C735,425 768,456 805,505 L500,505 Z'],
    details: [],
    dark: [],
    wheels: carWheels(345, 890),
  },
  suv: {
    body: 'M150,640 L150,470 C150,400 175,352 240,345 L760,340 C815,342 850,380 890,440 L1010,465 C1055,475 1068,505 1068,560 L1068,640 Z',
    windows: [
      'M205,450 C205,405 222,375 265,372 L450,370 L450,450 Z',
      'M470,370 L640,368 L640,450 L470,450 Z',
      'M660,368 L752,366 C795,369 822,400 852,450 L660,450 Z',
    ],
    details: [],
    dark: [],
    wheels: carWheels(320, 890),
  },
  wagon: {
    body: 'M140,640 L140,505 C140,455 160,420 215,415 L720,412 C780,414 825,455 875,520 L1020,538 C1062,546 1072,575 1072,612 L1072,640 Z',
    windows: [
      'M190,500 C192,455 205,435 240,433 L440,432 L440,505 Z',
      'M460,432 L620,432 L620,512 L460,510 Z',
      'M640,432 L712,432 C760,436 795,470 838,518 L640,516 Z',
    ],
    details: [],
    dark: [],
    wheels: carWheels(320, 890),
  },
  coupe: {
    body: 'M160,640 C160,590 170,560 225,550 L410,530 C500,450 570,428 650,428 L720,430 C790,436 850,480 910,532 L1020,548 C1060,556 1068,580 1068,615 L1068,640 Z',
    windows: ['M450,530 C520,468 575,448 650,448 L700,448 L700,532 Z', 'M720,450 C775,456 820,490 865,532 L720,532 Z'],
    details: [],
    dark: [],
    wheels: carWheels(330, 890),
  },
  convertible: {
    body: 'M160,640 C160,590 170,555 225,545 L700,540 L1020,548 C1060,556 1068,580 1068,615 L1068,640 Z',
    windows: ['M700,540 L770,455 L790,458 L730,542 Z'],
    details: [],
    dark: ['M470,542 L480,482 C485,468 505,468 510,482 L515,542 Z', 'M590,542 L600,482 C605,468 625,468 630,482 L635,542 Z'],
    wheels: carWheels(330, 890),
  },
  ute: {
    body: 'M140,640 L140,470 L560,470 L560,440 C560,380 585,350 640,348 L790,346 C835,348 865,385 895,450 L1015,470 C1058,478 1070,505 1070,560 L1070,640 Z',
    windows: ['M600,450 C602,400 615,372 652,370 L780,368 C815,370 838,400 860,450 Z'],
    details: ['M140,470 L140,440 L560,440'],
    dark: [],
    wheels: carWheels(320, 890),
  },
  van: {
    body: 'M130,640 L130,300 C130,275 145,262 172,262 L830,262 C870,262 895,285 915,320 L1000,450 C1050,462 1070,492 1070,550 L1070,640 Z',
    windows: ['M860,292 L882,292 C896,300 905,312 915,328 L975,440 L860,440 Z'],
    details: ['M560,290 L560,630', 'M820,290 L820,630'],
    dark: [],
    wheels: carWheels(300, 900),
  },
  'people-mover': {
    body: 'M150,640 L150,420 C150,355 180,318 245,312 L760,305 C820,307 860,345 910,430 L1020,460 C1060,470 1070,500 1070,560 L1070,640 Z',
    windows: [
      'M205,410 C207,365 225,340 265,338 L420,336 L420,420 Z',
      'M440,336 L600,334 L600,420 L440,420 Z',
      'M620,334 L755,332 C800,335 828,370 860,420 L620,420 Z',
    ],
    details: ['M610,430 L610,630'],
    dark: [],
    wheels: carWheels(320, 890),
  },
  caravan: {
    body: 'M170,610 L170,300 C170,262 190,245 228,245 L930,245 C968,245 990,262 990,300 L990,610 Z',
    windows: ['M250,330 L470,330 L470,440 L250,440 Z', 'M760,330 L900,330 L900,430 L760,430 Z', 'M585,345 L635,345 L635,420 L585,420 Z'],
    details: ['M560,320 L660,320 L660,600 L560,600 Z', 'M170,500 L560,500', 'M660,500 L990,500'],
    dark: ['M990,585 L1120,640 L1120,654 L990,604 Z'],
    wheels: [
      { x: 500, y: 630, r: 70 },
      { x: 660, y: 630, r: 70 },
    ],
  },
  motorcycle: {
    body: 'M420,420 C470,360 600,350 700,380 L790,420 L730,470 L560,482 L430,470 Z',
    windows: [],
    details: [],
    dark: ['M360,425 L560,410 L565,440 L365,458 Z', 'M520,480 L700,472 L680,570 L545,575 Z'],
    struts: ['M790,360 L880,580', 'M560,540 L330,580', 'M750,330 L830,365'],
    wheels: [
      { x: 330, y: 580, r: 120 },
      { x: 880, y: 580, r: 120 },
    ],
  },
};
