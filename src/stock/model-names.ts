/**
 * Canonical make and model names: one name per real model, whatever a feed wrote, so the make and
 * model facets, the landing pages `/search/{make}/{model}` and the models menu list each model once
 * (spec §2 *Car search* "Make cards with logos and a per-make model list", §3 *Search facets*).
 *
 * The stock import applies it to every car (`import.ts`); anything else that needs a model name from
 * free text (a brand's model range, a feed of another format) calls `canonicalName` too. Data: the
 * tables of `model-families.ts`. General rules, in this order:
 * 1. Makes: a make another make is now sold as (`MAKE_ALIASES`: Great Wall → GWM), else the table's
 *    spelling of the make (`MERCEDES-BENZ` → `Mercedes-Benz`).
 * 2. Families: the longest known family whose spelling equals the leading words of model + badge,
 *    compared by `nameKey` (case, spaces, hyphens, underscores, dots ignored): `Hiace` → `HiAce`,
 *    `CX30` → `CX-30`, `Landcruiser` + badge `Prado GXL` → `Landcruiser Prado` + `GXL`, `Rav` + `4` → `RAV4`.
 * 3. The make written into the model: `Mazda3` → `3`, `Mazda2` → `2` (when the rest is a known family).
 * 4. Model codes of a family (`CODE_FAMILIES`): BMW `320I` → `3 Series` with badge `320i …`,
 *    Mercedes-Benz `C200` → `C-Class`, Lexus `RX350` → `RX`.
 * 5. Otherwise the name stays as written; `preferredSpellings` then picks one spelling for names a
 *    stock writes several ways that no table knows (the most used one).
 * Pure; never throws.
 */
import { CODE_FAMILIES, MAKE_ALIASES, MODEL_FAMILIES, type FamilyEntry } from './model-families.ts';
import { compareKeys } from '../domain/key-order.ts';

/**
 * The key two spellings of one name share: lower case, accents dropped, without spaces, hyphens,
 * underscores, dots and slashes (`CX-30`, `Cx30` and `CX 30` → `cx30`). `+` is kept (`G10+` is not `G10`).
 */
export function nameKey(text: string): string {
  let key = nameKeys.get(text);
  if (key === undefined) {
    key = text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[\s\-_./]+/g, '');
    remember(nameKeys, text, key);
  }
  return key;
}

/**
 * Keys already worked out, by the text they were made from: a build asks for the same few hundred makes and models
 * on every page (the model range, offers, service plans), and Unicode normalisation is the costly part. Bounded:
 * emptied when full (a process that reads many feeds never holds more than this many).
 */
const nameKeys = new Map<string, string>();
const makeKeys = new Map<string, string>();
const KEY_MEMO_LIMIT = 20_000;

function remember(memo: Map<string, string>, text: string, key: string): void {
  if (memo.size >= KEY_MEMO_LIMIT) memo.clear();
  memo.set(text, key);
}

/** A vehicle's make, model and badge (spec §3 *Car*). `badge` null when none. */
export interface VehicleName {
  make: string;
  model: string;
  badge: string | null;
}

/**
 * What `canonicalName` changed, for the import report:
 * - `make-renamed`: the make is now sold under another (Great Wall → GWM, Haval → GWM `Haval …`);
 * - `make-spelling`: the make written another way (case, hyphen);
 * - `model-spelling`: the model written another way or by an alias (`Hiace` → `HiAce`, BMW `3` → `3 Series`);
 * - `family-across-badge`: the model's name continues in the badge (`Eclipse` + `Cross …`);
 * - `make-in-model`: the make written into the model (`Mazda3`);
 * - `model-code`: a model code of a family (`320I` → `3 Series` `320i`).
 */
export type NameChange = 'make-renamed' | 'make-spelling' | 'model-spelling' | 'family-across-badge' | 'make-in-model' | 'model-code';

/** The canonical name and what was changed to get it (empty when the name was already canonical). */
export interface CanonicalName extends VehicleName {
  changes: NameChange[];
}

/** Leading words of model + badge tried as one family name. */
const MAX_FAMILY_WORDS = 5;

const familyName = (f: FamilyEntry): string => (typeof f === 'string' ? f : f.name);
const spellings = (f: FamilyEntry): string[] => (typeof f === 'string' ? [f] : [f.name, ...(f.aliases ?? [])]);

/** Per make key: family key → family name (every spelling of every family). */
const FAMILY_INDEX: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map(
  Object.entries(MODEL_FAMILIES).map(([make, families]) => [
    nameKey(make),
    new Map(families.flatMap((f) => spellings(f).map((s) => [nameKey(s), familyName(f)] as const))),
  ]),
);

/** Make key → the table's spelling of the make. */
const MAKE_SPELLING: ReadonlyMap<string, string> = new Map(
  [...Object.keys(MODEL_FAMILIES), ...Object.values(MAKE_ALIASES).map((a) => a.make)].map((m) => [nameKey(m), m]),
);

const CODE_INDEX: ReadonlyMap<string, (typeof CODE_FAMILIES)[string]> = new Map(
  Object.entries(CODE_FAMILIES).map(([m, c]) => [nameKey(m), c]),
);

const words = (s: string | null): string[] => (s ?? '').split(/\s+/).filter(Boolean);

/** The longest family matching the leading words: its name and how many words it took, or null. */
function longestFamily(index: ReadonlyMap<string, string>, ws: readonly string[]): { name: string; words: number } | null {
  for (let k = Math.min(ws.length, MAX_FAMILY_WORDS); k >= 1; k--) {
    const name = index.get(nameKey(ws.slice(0, k).join('')));
    if (name !== undefined) return { name, words: k };
  }
  return null;
}

/** The make as shown: an alias's make (and the model prefix it brings), else the table's spelling, else as given (trimmed). */
export function canonicalMake(make: string): { make: string; modelPrefix: string | null; change: NameChange | null } {
  const trimmed = make.trim();
  const alias = MAKE_ALIASES[nameKey(trimmed)];
  if (alias) return { make: alias.make, modelPrefix: alias.modelPrefix ?? null, change: 'make-renamed' };
  const spelled = MAKE_SPELLING.get(nameKey(trimmed));
  if (spelled !== undefined && spelled !== trimmed) return { make: spelled, modelPrefix: null, change: 'make-spelling' };
  return { make: trimmed, modelPrefix: null, change: null };
}

/**
 * The key two spellings of one make share once normalised (`MAZDA`, `Mazda` → `mazda`; an alias's make): how the
 * model range, offers, parts and service plans match a make to the stock's.
 */
export function makeKey(make: string): string {
  let key = makeKeys.get(make);
  if (key === undefined) remember(makeKeys, make, (key = nameKey(canonicalMake(make).make)));
  return key;
}

/**
 * The canonical make, model and badge of a vehicle (rules in the module note). The badge keeps every
 * word that is not part of the model name; a model code moves to the front of the badge. A model that
 * would come out empty is left as given.
 */
export function canonicalName(name: VehicleName): CanonicalName {
  const changes: NameChange[] = [];
  const mk = canonicalMake(name.make);
  if (mk.change) changes.push(mk.change);
  const modelWords = [...(mk.modelPrefix ? [mk.modelPrefix] : []), ...words(name.model)];
  const all = [...modelWords, ...words(name.badge)];
  const asGiven = (): CanonicalName => ({ make: mk.make, model: modelWords.join(' ') || name.model, badge: name.badge, changes });
  if (all.length === 0) return asGiven();
  const makeKey = nameKey(mk.make);
  const index = FAMILY_INDEX.get(makeKey);
  const result = (model: string, rest: readonly string[], change: NameChange | null): CanonicalName => {
    if (change) changes.push(change);
    return { make: mk.make, model, badge: rest.length ? rest.join(' ') : null, changes };
  };

  if (index) {
    const found = longestFamily(index, all);
    if (found) {
      const written = all.slice(0, found.words).join(' ');
      const change = found.words !== modelWords.length ? 'family-across-badge' : written !== found.name ? 'model-spelling' : null;
      return result(found.name, all.slice(found.words), change);
    }
    const first = nameKey(all[0] ?? '');
    if (first.startsWith(makeKey) && first.length > makeKey.length) {
      const glued = longestFamily(index, [first.slice(makeKey.length), ...all.slice(1)]);
      if (glued) return result(glued.name, all.slice(glued.words), 'make-in-model');
    }
  }
  const code = CODE_INDEX.get(makeKey);
  const head = all[0] ?? '';
  const m = code?.pattern.exec(head);
  const family = m ? code?.families[(m[1] ?? '').toUpperCase()] : undefined;
  if (code && family) return result(family, [code.spellCode ? code.spellCode(head) : head, ...all.slice(1)], 'model-code');
  return asGiven();
}

/** One spelling per name for a whole stock: `make(m)` and `model(make, model)` return the spelling to use. */
export interface Spellings {
  make(make: string): string;
  model(make: string, model: string): string;
}

/**
 * The spelling to use for each make and each model (per make) that a stock writes several ways with
 * the same `nameKey` (`Ute` and `UTE`): the one written most often, ties broken by code-point order so
 * the choice is stable. Run it over names already passed through `canonicalName`: table names then
 * have one spelling and are left alone.
 */
export function preferredSpellings(names: Iterable<{ make: string; model: string }>): Spellings {
  const counts = new Map<string, Map<string, number>>();
  const add = (key: string, spelling: string): void => {
    let m = counts.get(key);
    if (!m) counts.set(key, (m = new Map()));
    m.set(spelling, (m.get(spelling) ?? 0) + 1);
  };
  const modelKey = (make: string, model: string): string => `${nameKey(make)}\u0000${nameKey(model)}`;
  for (const n of names) {
    add(nameKey(n.make), n.make);
    add(modelKey(n.make, n.model), n.model);
  }
  const best = new Map<string, string>();
  for (const [key, m] of counts) {
    const [top] = [...m].sort(([a, x], [b, y]) => y - x || compareKeys(a, b));
    if (top) best.set(key, top[0]);
  }
  return {
    make: (make) => best.get(nameKey(make)) ?? make,
    model: (make, model) => best.get(modelKey(make, model)) ?? model,
  };
}
