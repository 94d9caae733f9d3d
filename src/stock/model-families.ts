/**
 * The data behind canonical make and model names (`model-names.ts`): which spellings name the same
 * make, and the known model families per make, each with the one name shown on the site (facets,
 * landing pages `/search/{make}/{model}`, the models menu) and the other ways feeds write it.
 *
 * How a name was chosen: the spelling the real feed (`../shared/data/stock-feed/`, the marketplace's own
 * listings) uses most for that model, e.g. `Landcruiser` (370 rows) over `Land Cruiser` (35), `HiAce`
 * (175) over `Hiace` (33), Mazda `3` (227) over `Mazda3` (4), `MG3` (55) over MG `3` (1). Exceptions,
 * where the feed's majority is a mangling: names written in capitals by the feed but in lower case by
 * everyone else (Hyundai `i30`, BMW `iX`, Kia `Rio`, Volkswagen `T-Roc`), and Mercedes-Benz classes
 * (`C-Class`, not `C-CLASS`). The entries are the families the real feed spells, cuts or merges, and a
 * few of their siblings; the audit `node scripts/stock-model-audit.ts` lists what is left.
 *
 * Spellings compare by `nameKey` (case, spaces, hyphens, underscores and dots ignored), so `CX30`,
 * `Cx-30` and `CX-30` are one spelling and need no alias; an alias is only needed for a different word
 * (`Prado` for `Landcruiser Prado`, `Mazda3`'s make prefix is handled by a general rule).
 */

/** A make another make is now sold as (the manufacturer's current name). */
export interface MakeAlias {
  /** The make shown. */
  make: string;
  /** Put before the model: the old make is now a model line of the new one (Haval H6 → GWM `Haval H6`). */
  modelPrefix?: string;
}

/**
 * Makes that name the same manufacturer, keyed by `nameKey` of the feed's make. Great Wall Motors sells
 * as GWM in Australia, and Haval became a GWM model line: the feed lists the same Steed, V240, X200 and
 * Jolion under both names (`Great Wall Steed` 6 rows, `GWM Steed` 3).
 */
export const MAKE_ALIASES: Readonly<Record<string, MakeAlias>> = {
  greatwall: { make: 'GWM' },
  haval: { make: 'GWM', modelPrefix: 'Haval' },
};

/** A model family: the name shown, and other spellings of it (as leading words of model + badge). */
export interface ModelFamily {
  name: string;
  aliases?: readonly string[];
}

/** A family written as a plain name has no aliases. */
export type FamilyEntry = string | ModelFamily;

/**
 * Known model families per make (the make as shown). A family matches the leading words of a car's
 * model and badge together, so `Landcruiser` + badge `Prado GXL` is the `Landcruiser Prado` with badge
 * `GXL`, and `Eclipse` + `Cross LS` the `Eclipse Cross`. The longest match wins.
 */
export const MODEL_FAMILIES: Readonly<Record<string, readonly FamilyEntry[]>> = {
  Audi: ['RS3', 'RS4', 'RS5', 'RS6', 'RS7', 'RS Q3', 'RS Q8'],
  BMW: [
    // Numbered series: `3` + `Series 28i`, `2` + `SERIES`, and the model codes of `CODE_FAMILIES` (320i, M340i).
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ name: `${n} Series`, aliases: [String(n)] })),
    'i3',
    'i4',
    'i5',
    'i7',
    'i8',
    'iX',
    'iX1',
    'iX3',
  ],
  BYD: ['Atto 3'],
  Bentley: ['Flying Spur'],
  Chrysler: ['PT Cruiser', 'Grand Voyager'],
  Citroen: ['C4 Cactus', 'C5 Aircross', 'Grand C4 Picasso', 'Grand C4 SpaceTourer'],
  Ferrari: ['GTC4 Lusso'],
  Ford: ['F-150', 'F-250', 'F-350', 'F-450'],
  GWM: ['UTE', 'Tank 300', 'Tank 500', 'Haval H2', 'Haval H6', 'Haval H6GT', 'Haval H8', 'Haval H9', 'Haval Jolion'],
  HSV: ['GTSR'],
  Holden: ['Colorado 7', 'UTE'],
  Hyundai: [
    'i20',
    'i30',
    'i40',
    'i45',
    'ix35',
    'iLoad',
    'iMax',
    'Ioniq 5',
    'Ioniq 6',
    'Santa Fe',
    'Grand i10',
    { name: 'Mighty', aliases: ['Trucks Mighty'] },
  ],
  Jaguar: ['X-Type'],
  Jeep: ['Grand Cherokee L', 'Grand Cherokee', 'Grand Wagoneer'],
  Kia: ['Rio', 'Grand Carnival'],
  LDV: ['Deliver 9', 'eDeliver 9'],
  'Land Rover': ['Range Rover Sport', 'Range Rover Evoque', 'Range Rover Velar', 'Range Rover', 'Discovery Sport'],
  Lexus: ['CT', 'ES', 'GS', 'HS', 'IS', 'LC', 'LS', 'LX', 'NX', 'RC', 'RX', 'RZ', 'SC', 'UX'],
  MG: [
    { name: 'MG3', aliases: ['3'] },
    { name: 'MG4', aliases: ['4'] },
    { name: 'MG5', aliases: ['5'] },
    { name: 'MG6', aliases: ['6'] },
  ],
  Mazda: ['2', '3', '6', 'CX-3', 'CX-30', 'CX-5', 'CX-60', 'CX-8', 'CX-9', 'CX-90', 'MX-5', 'MX-30', 'BT-50'],
  'Mercedes-Benz': [
    // Classes by model code (C200 → C-Class) are in `CODE_FAMILIES`; these are the names themselves.
    'A-Class',
    'B-Class',
    'C-Class',
    'E-Class',
    'S-Class',
    'G-Class',
    'R-Class',
    'M-Class',
    'GL-Class',
    'CLK-Class',
    { name: 'V-Class', aliases: ['V'] },
    'X-Class',
    'CLA',
    'CLC',
    'CLS',
    'GLA',
    'GLB',
    'GLC',
    'GLE',
    'GLS',
    'SL',
    'SLC',
    'SLK',
    'EQA',
    'EQB',
    'EQC',
    'EQE',
    'EQS',
    'AMG GT',
    'Marco Polo',
  ],
  Mini: [
    { name: 'Convertible', aliases: ['Cabrio'] },
    { name: 'Countryman', aliases: ['Cooper Countryman'] },
  ],
  Mitsubishi: ['Eclipse Cross', 'Pajero Sport'],
  Suzuki: ['SX4', { name: 'S-Cross', aliases: ['SX4 S-Cross'] }, 'Grand Vitara'],
  Tesla: ['Model 3', 'Model S', 'Model X', 'Model Y'],
  Toyota: [
    { name: 'Landcruiser', aliases: ['LandCruiser'] },
    { name: 'Landcruiser Prado', aliases: ['Prado'] },
    'HiAce',
    'RAV4',
    'C-HR',
    'Yaris Cross',
    'Corolla Cross',
    'GR Yaris',
    'GR Corolla',
    'GR86',
    'FJ Cruiser',
    'Mark X',
    'MR2',
    'Prius C',
  ],
  Volkswagen: ['T-Roc', 'Eos'],
  Volvo: ['XC40', 'XC60', 'XC70', 'XC90'],
};

/**
 * Model codes that name a variant of a family (the code stays at the front of the badge):
 * BMW `320I` → `3 Series` `320i`, `M340I` → `3 Series` `M340i` (not M3, X3, i3, Z4, 2002);
 * Mercedes-Benz `C200` → `C-Class`, `ML350` → `M-Class`, `GLC250` → `GLC` (not 190, MB100);
 * Lexus `RX350` → `RX`, `NX300H` → `NX`. Matched against the model's first word only.
 */
export interface CodeFamily {
  /** Matches the whole first word; group 1 picks the family from `families`, the whole match is the code. */
  pattern: RegExp;
  families: Readonly<Record<string, string>>;
  /** How the code is written in the badge (e.g. BMW's suffix letters in lower case: 320i). */
  spellCode?: (code: string) => string;
}

const MERCEDES_CLASSES: Record<string, string> = {
  A: 'A-Class',
  B: 'B-Class',
  C: 'C-Class',
  E: 'E-Class',
  S: 'S-Class',
  G: 'G-Class',
  R: 'R-Class',
  V: 'V-Class',
  X: 'X-Class',
  ML: 'M-Class',
  GL: 'GL-Class',
  CLK: 'CLK-Class',
  CLA: 'CLA',
  CLC: 'CLC',
  CLS: 'CLS',
  GLA: 'GLA',
  GLB: 'GLB',
  GLC: 'GLC',
  GLE: 'GLE',
  GLS: 'GLS',
  SL: 'SL',
  SLC: 'SLC',
  SLK: 'SLK',
  EQA: 'EQA',
  EQB: 'EQB',
  EQC: 'EQC',
  EQE: 'EQE',
  EQS: 'EQS',
};

const LEXUS_LINES = ['CT', 'ES', 'GS', 'HS', 'IS', 'LC', 'LS', 'LX', 'NX', 'RC', 'RX', 'RZ', 'SC', 'UX'];

/** Per make (as shown), the code rules. */
export const CODE_FAMILIES: Readonly<Record<string, CodeFamily>> = {
  BMW: {
    pattern: /^M?([1-8])\d\d(?:i|d|e|ti|ci|li|is|xi)$/i,
    families: Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8].map((n) => [String(n), `${n} Series`])),
    spellCode: (code) =>
      code.replace(/^(M?\d+)([a-z]+)$/i, (_m, num: string, suffix: string) => `${num.toUpperCase()}${suffix.toLowerCase()}`),
  },
  'Mercedes-Benz': {
    pattern: new RegExp(
      `^(${Object.keys(MERCEDES_CLASSES)
        .sort((a, b) => b.length - a.length)
        .join('|')})\\d{2,3}[A-Z]?$`,
      'i',
    ),
    families: MERCEDES_CLASSES,
  },
  Lexus: {
    pattern: new RegExp(`^(${LEXUS_LINES.join('|')})\\d{3}[A-Z]{0,2}$`, 'i'),
    families: Object.fromEntries(LEXUS_LINES.map((l) => [l, l])),
  },
};
