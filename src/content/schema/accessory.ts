/**
 * One part or accessory of the dealer's catalogue (spec §2 routes `/parts/search`,
 * `/vehicle-parts-and-accessories`, `/{model-slug}/accessories`; issue 11 item 4: name, part number,
 * price, image, fitment by model), an entry of the `accessories` list: tenant content only
 * (`sites/<slug>/content/accessories.json`; the platform ships none). A site with no catalogue builds none
 * of the parts pages and links none (`src/config/navigation.ts`).
 *
 * Fitment: `make` and `models` name models as the `models` collection does (compared through the
 * importer's normalisation); `models: []` fits every model of the make, and `make: null` every model of
 * every make (`src/domain/parts.ts`).
 */
import { z } from 'zod';
import { PART_NUMBER_PATTERN } from '../../domain/parts.ts';

export const Accessory = z
  .strictObject({
    /** Unique id, e.g. "cx-5-roof-cross-bars". */
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a slug like "cx-5-roof-cross-bars"'),
    /** The part number as the dealer quotes it, e.g. "KB8V-V4-150". Letters, digits, dashes, dots and single spaces; searched without its separators. */
    part_number: z.string().max(40).regex(PART_NUMBER_PATTERN, 'expected a part number of letters and digits, e.g. "KB8V-V4-150"'),
    /** Name shown on the card, e.g. "Roof cross bars". */
    name: z.string().min(1).max(80),
    /** One or two sentences about it (searched too). */
    description: z.string().max(400).default(''),
    /** Catalogue group, e.g. "Exterior", "Interior", "Cargo and towing", "Genuine parts". */
    category: z.string().min(1).max(40),
    /** Price in AUD dollars including GST; null: "Price on request" (`src/domain/parts.ts`). */
    price: z.number().positive('price: expected AUD dollars above 0, or null').max(100_000).nullable().default(null),
    /** Price includes fitting at the dealership. */
    fitted: z.boolean().default(false),
    /** Picture: a path in the site's public folder or an https URL, with alt text; null: none. */
    image: z
      .strictObject({ src: z.string().regex(/^(\/|https:\/\/)/, 'expected a /path or an https:// URL'), alt: z.string() })
      .nullable()
      .default(null),
    /** The make it fits (spec §3 manufacturer), e.g. "Mazda"; null: any make (a first aid kit), then `models` must be []. */
    make: z.string().min(1).nullable().default(null),
    /** The models it fits, by name as in the `models` collection ("CX-5"); [] fits every model of the make (of any make when `make` is null). */
    models: z.array(z.string().min(1)).default([]),
    /** Fictional demonstration data: labelled as a sample on the site. */
    sample: z.boolean().default(false),
  })
  .refine((a) => a.make !== null || a.models.length === 0, { message: 'models: name a make for the models it fits', path: ['models'] });
export type Accessory = z.output<typeof Accessory>;
