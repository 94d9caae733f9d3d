/**
 * Facts a listing title states plainly, read only where the feed's own column has none (`-`, blank,
 * or the real feed's DriveType `Other`, which names no drive). Conservative on purpose: a value is read
 * only from words that mean one thing (`CVT`, `4dr`, `(7 Seats)`, `Hybrid`) or from a model that exists
 * in one form only (a Nissan Leaf is electric), and two words that disagree give nothing. Every value
 * read here is a `repaired` report entry and named in the car's `derived_fields`.
 *
 * | field | read from |
 * |---|---|
 * | simple_fuel | a battery-electric-only model (`ELECTRIC_MODELS`); words `Electric`/`EV` (no hybrid word), `Hybrid`/`PHEV`/`HEV`/`e-Power`, `Diesel`/`TDI`/`CRDi`/`D-4D`/`dCi`/`HDi`/`TDCi`/`CDI`, `Petrol`/`TSI`/`TFSI` |
 * | simple_transmission | `Auto`, `Automatic`, `CVT`, `DSG`, `Steptronic`, `Tiptronic`, `Geartronic`, `Multitronic`, `PDK`, `7G-Tronic`…; `Manual` |
 * | drive | `4x4`/`4WD` → 4WD; `AWD`/`Quattro`/`xDrive`/`4MATIC`/`4MOTION` → AWD; `FWD`; `RWD` (`2WD`, `4x2` name no axle: nothing) |
 * | simple_body | badge words `Sedan`, `Hatch`/`Hatchback`, `Wagon`, `Coupe`, `Convertible`/`Cabriolet`, `Cab Chassis`/`Dual Cab`/`Crew Cab`…, `Van` |
 * | doors | `4dr` |
 * | seats | `8st`, `7 Seat(s)`, `(12 Seats)`, `7 Seater` |
 */
import type { SimpleBody, SimpleFuel } from '../import/mappings.ts';
import { canonicalName } from '../model-names.ts';

/** Models built only as battery-electric cars, per make (canonical names, `model-names.ts`). */
export const ELECTRIC_MODELS: Readonly<Record<string, readonly string[]>> = {
  Nissan: ['Leaf'],
  Tesla: ['Model 3', 'Model S', 'Model X', 'Model Y'],
  BYD: ['Atto 3', 'Dolphin', 'Seal'],
  Hyundai: ['Ioniq 5', 'Ioniq 6'],
  Kia: ['EV6', 'EV9'],
  Polestar: ['2'],
  Porsche: ['Taycan'],
  Jaguar: ['I-Pace'],
  'Mercedes-Benz': ['EQA', 'EQB', 'EQC', 'EQE', 'EQS'],
  BMW: ['iX', 'i4', 'i5', 'i7', 'iX1', 'iX3'],
  Volvo: ['C40'],
  MG: ['MG4'],
  LDV: ['eDeliver 9'],
};

/** The facts read from a title, each with the Car field it fills. Absent = the title says nothing clear. */
export interface TitleFacts {
  simple_fuel?: SimpleFuel;
  simple_transmission?: 'Automatic' | 'Manual';
  drive?: 'FWD' | 'RWD' | 'AWD' | '4WD';
  simple_body?: SimpleBody;
  doors?: number;
  seats?: number;
}

const words = (s: string): string[] => s.split(/[\s()[\],]+/).filter(Boolean);

/** The one value all matching words agree on, or undefined when none match or they disagree. */
function agreed<T>(ws: readonly string[], rules: readonly [RegExp, T][]): T | undefined {
  const found = new Set<T>();
  for (const w of ws) for (const [re, v] of rules) if (re.test(w)) found.add(v);
  return found.size === 1 ? [...found][0] : undefined;
}

const FUEL_WORDS: readonly [RegExp, SimpleFuel][] = [
  [/^(hybrid|phev|hev|e-power)$/i, 'Hybrid'],
  [/^(diesel|tdi|crdi|d-4d|dci|hdi|tdci|cdi)$/i, 'Diesel'],
  [/^(petrol|tsi|tfsi)$/i, 'Petrol'],
];
const TRANSMISSION_WORDS: readonly [RegExp, 'Automatic' | 'Manual'][] = [
  [/^(auto|automatic|cvt|s-cvt|dsg|steptronic|tiptronic|geartronic|multitronic|pdk|sportshift|powershift|\dg-tronic)$/i, 'Automatic'],
  [/^manual$/i, 'Manual'],
];
const DRIVE_WORDS: readonly [RegExp, 'FWD' | 'RWD' | 'AWD' | '4WD'][] = [
  [/^(4x4|4wd)$/i, '4WD'],
  [/^(awd|quattro|xdrive|4matic\+?|4motion)$/i, 'AWD'],
  [/^fwd$/i, 'FWD'],
  [/^rwd$/i, 'RWD'],
];
const BODY_WORDS: readonly [RegExp, SimpleBody][] = [
  [/^sedan$/i, 'Sedan'],
  [/^(hatch|hatchback)$/i, 'Hatchback'],
  [/^wagon$/i, 'Wagon'],
  [/^coupe$/i, 'Coupe'],
  [/^(convertible|cabriolet)$/i, 'Convertible'],
  [/^(cab-chassis|dual-cab|double-cab|crew-cab|single-cab|space-cab|king-cab|extra-cab|club-cab)$/i, 'Ute'],
  [/^van$/i, 'Van/Commercial'],
];

/**
 * What the title of a car says about the fields the feed left empty. `make`, `model`, `badge` as the
 * title gives them (the badge is the title after the model); `missing` names the empty columns.
 */
export function factsFromTitle(
  car: { make: string; model: string; badge: string | null },
  missing: { fuel: boolean; transmission: boolean; drive: boolean; body: boolean; doors: boolean; seats: boolean },
): TitleFacts {
  const badge = car.badge ?? '';
  const ws = words(badge);
  const facts: TitleFacts = {};
  if (missing.fuel) {
    // Every fuel the title names; a plug-in hybrid's `+EV` is its electric mode, not a battery car.
    const named = ws.flatMap((w) => FUEL_WORDS.filter(([re]) => re.test(w)).map(([, v]) => v));
    const name = canonicalName(car);
    if ((ELECTRIC_MODELS[name.make] ?? []).includes(name.model)) named.push('Electric');
    if (!named.includes('Hybrid') && ws.some((w) => /^\+?(electric|ev)$/i.test(w))) named.push('Electric');
    const kinds = new Set(named);
    if (kinds.size === 1) facts.simple_fuel = [...kinds][0];
  }
  if (missing.transmission) {
    const t = agreed(ws, TRANSMISSION_WORDS);
    if (t) facts.simple_transmission = t;
  }
  if (missing.drive) {
    const d = agreed(ws, DRIVE_WORDS);
    if (d) facts.drive = d;
  }
  if (missing.body) {
    const joined = badge
      .replace(/\b(cab)\s+(chassis)\b/gi, '$1-$2')
      .replace(/\b(dual|double|crew|single|space|king|extra|club)\s+(cab)\b/gi, '$1-$2');
    const b = agreed(words(joined), BODY_WORDS);
    if (b) facts.simple_body = b;
  }
  if (missing.doors) {
    const d = agreed(
      ws,
      [2, 3, 4, 5].map((n) => [new RegExp(`^${n}dr$`, 'i'), n] as [RegExp, number]),
    );
    if (d) facts.doors = d;
  }
  if (missing.seats) {
    const m = [...badge.matchAll(/\b(\d{1,2})\s*(?:st|seats?|seater)\b/gi)].map((x) => Number(x[1]));
    const seats = new Set(m.filter((n) => n >= 2 && n <= 15));
    if (seats.size === 1) facts.seats = [...seats][0];
  }
  return facts;
}
