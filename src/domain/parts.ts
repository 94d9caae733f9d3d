/**
 * Parts and accessories (spec §2 routes `/parts/search`, `/vehicle-parts-and-accessories`,
 * `/{model-slug}/accessories`; issue 11 item 4): which catalogue entries fit a model, the search over part
 * number, description and model, the price shown, the catalogue's groups and the enquiry's wording. Pure
 * and small (the search runs in the browser too, `src/islands/parts/parts-search.ts`); make and model names
 * compare through keys the caller passes (the importer's normalisation, as for offers and service plans).
 */
import { formatAud } from './money.ts';

/** The part of a catalogue entry these rules read (`src/content/schema/accessory.ts`). */
export interface PartInput {
  part_number: string;
  name: string;
  description: string;
  category: string;
  /** AUD dollars including GST, or null: price on request. */
  price: number | null;
  /** The price includes fitting. */
  fitted: boolean;
  /** The make it fits; null: any make. */
  make: string | null;
  /** Model names it fits; [] fits every model of the make (of any make when `make` is null). */
  models: readonly string[];
}

/** A model of the site's range: its slug (the models collection's id) and names. */
export interface PartModel {
  id: string;
  make: string;
  name: string;
}

/** Compares names: a make or a model name to a key (e.g. normalised and lower-cased). */
export type NameKey = (name: string) => string;

/** `/{model-slug}/accessories/` (spec §2): a model's accessories page; the slug is the model's id ("mazda-cx-5"). */
export function accessoriesPath(modelSlug: string): string {
  return `/${modelSlug}/accessories/`;
}

/** Whether an entry fits a model: no make (fits any car), or the same make and it names the model or names none (fits the make's range). */
export function fitsModel(
  part: Pick<PartInput, 'make' | 'models'>,
  model: Pick<PartModel, 'make' | 'name'>,
  makeKey: NameKey,
  modelKey: NameKey,
): boolean {
  if (part.make === null) return true;
  if (makeKey(part.make) !== makeKey(model.make)) return false;
  if (part.models.length === 0) return true;
  const name = modelKey(model.name);
  return part.models.some((m) => modelKey(m) === name);
}

/** The models of `range` an entry fits, in range order. */
export function fittedModels<M extends Pick<PartModel, 'make' | 'name'>>(
  part: Pick<PartInput, 'make' | 'models'>,
  range: readonly M[],
  makeKey: NameKey,
  modelKey: NameKey,
): M[] {
  return range.filter((m) => fitsModel(part, m, makeKey, modelKey));
}

/** The entries that fit one model, catalogue order kept (its `/{model-slug}/accessories/` page). */
export function partsForModel<P extends Pick<PartInput, 'make' | 'models'>>(
  parts: readonly P[],
  model: Pick<PartModel, 'make' | 'name'>,
  makeKey: NameKey,
  modelKey: NameKey,
): P[] {
  return parts.filter((p) => fitsModel(p, model, makeKey, modelKey));
}

/**
 * The catalogue's display order: by category, then name, then part number (English collation, case
 * ignored). Content collections do not keep a list file's order, so the order is this rule's.
 */
export function sortParts<P extends Pick<PartInput, 'category' | 'name' | 'part_number'>>(parts: readonly P[]): P[] {
  const cmp = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });
  return [...parts].sort((a, b) => cmp(a.category, b.category) || cmp(a.name, b.name) || cmp(a.part_number, b.part_number));
}

/** Entries grouped by category, groups in order of first appearance. */
export function partsByCategory<P extends Pick<PartInput, 'category'>>(parts: readonly P[]): { category: string; parts: P[] }[] {
  const groups = new Map<string, P[]>();
  for (const p of parts) groups.set(p.category, [...(groups.get(p.category) ?? []), p]);
  return [...groups].map(([category, list]) => ({ category, parts: list }));
}

/** The price as shown: "$495", "$1,290 fitted", "$39.95", or "Price on request" without a price. */
export function partPriceLabel(part: Pick<PartInput, 'price' | 'fitted'>): string {
  if (part.price === null) return 'Price on request';
  return `${formatAud(part.price)}${part.fitted ? ' fitted' : ''}`;
}

/** Lower case without accents: the form both the search text and the query are compared in. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Without separators (spaces, dashes, dots, slashes, underscores): "KB8V-V4 150" and "kb8vv4150" compare equal. */
function compact(text: string): string {
  return text.replace(/[\s\-_./]+/g, '');
}

/** What the search compares a query with: the entry's words, and the site's models it fits. */
export interface PartSearchRecord {
  /** Part number, name, description, category and fitted model names, folded to lower case. */
  text: string;
  /** Slugs of the site's models the entry fits (the model filter). */
  models: string[];
  /** Names of those models as model keys (`modelNameKey`: "cx5"), for a query term that names a model. */
  names: string[];
}

/** A model's name as a search key: lower case without accents or separators ("CX-5" → "cx5"). */
export function modelNameKey(name: string): string {
  return compact(fold(name));
}

/** An entry's search record, given the site's models it fits (`fittedModels`). */
export function partSearchRecord(part: PartInput, fitted: readonly Pick<PartModel, 'id' | 'make' | 'name'>[]): PartSearchRecord {
  return {
    text: fold(
      [part.part_number, part.name, part.description, part.category, part.make ?? '', ...fitted.map((m) => `${m.make} ${m.name}`)].join(
        ' ',
      ),
    ),
    models: fitted.map((m) => m.id),
    names: fitted.map((m) => modelNameKey(m.name)),
  };
}

/** A query's terms: lower case, without accents, split on spaces and commas; empty terms dropped. */
export function partQueryTerms(query: string): string[] {
  return fold(query)
    .split(/[\s,]+/)
    .map((t) => t.trim())
    .filter((t) => compact(t) !== '');
}

/**
 * Whether an entry matches a search (spec §2 `/parts/search`: by part number, description and model):
 * every term of `query` appears in its record, as typed or with separators ignored ("smpl cx5rcb1" finds
 * "SMPL-CX5-RCB1"); a term that is the name of one of the site's models (`rangeNames`, as `modelNameKey`s)
 * matches only the entries fitting exactly that model ("CX-3" does not find the CX-30's); and, when
 * `modelId` is given, the entry fits that model. An empty query with no model matches everything.
 */
export function matchesPartSearch(
  record: PartSearchRecord,
  query: string,
  modelId: string | null = null,
  rangeNames: ReadonlySet<string> = new Set(),
): boolean {
  if (modelId && !record.models.includes(modelId)) return false;
  const flat = compact(record.text);
  return partQueryTerms(query).every((t) => {
    const key = compact(t);
    if (rangeNames.has(key)) return record.names.includes(key);
    return record.text.includes(t) || flat.includes(key);
  });
}

/** The part number syntax of the catalogue (`src/content/schema/accessory.ts`): letters and digits, single separators between. */
export const PART_NUMBER_PATTERN = /^[A-Za-z0-9]+(?:[-. /][A-Za-z0-9]+)*$/;

/** The part an enquiry link names (`?part=SMPL-CX5-RCB1` on /parts/search/), or null when absent or not a part number (at most 40 characters). */
export function partNumberFromQuery(search: string): string | null {
  const value = new URLSearchParams(search).get('part')?.trim() ?? '';
  return value.length > 0 && value.length <= 40 && PART_NUMBER_PATTERN.test(value) ? value : null;
}

/** The link that opens the parts enquiry about one entry: the search narrowed to it and the form prefilled (`partNumberFromQuery`). */
export function partEnquiryHref(partNumber: string): string {
  const q = encodeURIComponent(partNumber);
  return `/parts/search/?q=${q}&part=${q}#parts-enquiry`;
}

/** The enquiry's comments prefilled: about one part ("Please send me a price and availability for part SMPL-CX5-RCB1."), or asking for the car and part. */
export function partEnquiryMessage(partNumber: string | null): string {
  return partNumber
    ? `Please send me a price and availability for part ${partNumber}.`
    : 'Please send me a price and availability. My car (model and year) and the part number or a description of the part:';
}
