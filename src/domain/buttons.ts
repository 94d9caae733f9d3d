/**
 * Which buttons a car shows (spec §5 *Button display*, §4 *Stock status* and *Favourites*, §2 card
 * and sidebar buttons).
 */
import { sellingPrice } from './price.ts';
import { slugify } from './slug.ts';
import { isInStock, isSold, type StockStatusValue } from './stock.ts';

/** The car fields the button rules read (Car schema names, spec §3). */
export interface ButtonCarFields {
  status: StockStatusValue;
  reserved: boolean;
  certified: boolean;
  /** A factory order (spec §3 `preorder`): there is no car in a yard to hold. */
  preorder: boolean;
  car_type: string;
  make: string;
  /** AUD dollars; null for POA. */
  price: number | null;
  offer_price: number | null;
  /** History report link; null or blank when there is none. */
  file: string | null;
  images: ReadonlyArray<unknown>;
}

/** Site switches the rules read; names follow the site config. */
export interface ButtonSiteSettings {
  /** `features.checkout`: online reserve (spec §5). */
  checkout: boolean;
  /** `features.online_purchase`: the online purchase journey (spec §2 /checkout-journey). */
  online_purchase: boolean;
  /** The site offers trade-in (its sidebar button set includes 'trade_in', `theme.sidebar_buttons`). */
  trade_in: boolean;
  /** `manufacturer.name` of a brand site; null on multi-brand sites. */
  manufacturer: string | null;
  /** `features.favourites`. */
  favourites: boolean;
  /** `features.favourites_require_price_and_images` (spec §4: "on certain sites, non-used"). */
  favourites_require_price_and_images: boolean;
}

/**
 * Checkout is enabled for the car (spec §5 "Reserve and online purchase show only if checkout is enabled
 * for the car", §4 *Stock status*): in stock for button purposes (in_stock or coming_soon), not sold, not
 * reserved, not a pre-order, and a real price (offer or price above $10, `sellingPrice`). Decision: a
 * pre-order car (a factory order, spec §3 `preorder`) cannot be reserved or bought online: a reservation
 * holds a car in the yard for 48 hours (spec §9), and there is none yet; the buyer enquires instead.
 * The site switch is applied by {@link carButtons}.
 */
export function isCheckoutEligible(car: Pick<ButtonCarFields, 'status' | 'reserved' | 'preorder' | 'price' | 'offer_price'>): boolean {
  return isInStock(car.status) && !car.reserved && !car.preorder && sellingPrice(car) !== null;
}

/**
 * The vehicle page's 'Make an Offer' button (spec §5 make-an-offer form; §4 *Stock status*): only where the site
 * switches it on (`features.make_an_offer`) and only for a car the dealer can still sell now, `in_stock` and not
 * reserved. Decision (the spec shows no rule): a coming-soon car is not yet on the lot to make an offer on, and a
 * reserved one is held for another buyer.
 */
export function showMakeAnOffer(car: Pick<ButtonCarFields, 'status' | 'reserved'>, site: { make_an_offer: boolean }): boolean {
  return site.make_an_offer && car.status === 'in_stock' && !car.reserved;
}

/** History report button (spec §5): only when the car has a `file` (not blank). */
export function hasHistoryReport(car: Pick<ButtonCarFields, 'file'>): boolean {
  return (car.file ?? '').trim() !== '';
}

/**
 * Trade-in button (spec §5 says "only if the car qualifies (rule not shown)"). Decision: shown on sites
 * that offer trade-in for any car a buyer can still get, i.e. in stock for button purposes (in_stock or
 * coming_soon). Reserved cars keep it: the buyer who reserved is the one most likely to trade in. Sold
 * cars show 'Find Me Something Similar' instead. The car's price plays no part: valuing the buyer's car
 * does not depend on it.
 */
export function showTradeIn(car: Pick<ButtonCarFields, 'status'>, site: Pick<ButtonSiteSettings, 'trade_in'>): boolean {
  return site.trade_in && isInStock(car.status);
}

/**
 * Manufacturer-brand certified badge (spec §5): a brand site (manufacturer set), a car of that make
 * (compared as slugs, so 'Mercedes Benz' matches 'Mercedes-Benz'), `certified` true, not sold.
 */
export function showCertifiedBadge(car: Pick<ButtonCarFields, 'make' | 'certified' | 'status'>, manufacturer: string | null): boolean {
  if (manufacturer === null || !car.certified || isSold(car.status)) return false;
  const make = slugify(car.make);
  return make !== '' && make === slugify(manufacturer);
}

/** What the favourite toggle offers. */
export type FavouriteAction = 'save' | 'unsave' | 'hidden';

/**
 * Favourite toggle (spec §4 *Favourites*). Hidden when the site has no favourites. A car already saved
 * can always be unsaved (even when sold or no longer listed, so a visitor can clear their list).
 * Otherwise hidden for cars not in stock (so a sold car not already saved cannot be saved), and, where
 * the site requires it, for non-used cars with no real price or no images; else 'save'.
 */
export function favouriteAction(
  car: Pick<ButtonCarFields, 'status' | 'car_type' | 'price' | 'offer_price' | 'images'>,
  site: Pick<ButtonSiteSettings, 'favourites' | 'favourites_require_price_and_images'>,
  saved: boolean,
): FavouriteAction {
  if (!site.favourites) return 'hidden';
  if (saved) return 'unsave';
  if (!isInStock(car.status)) return 'hidden';
  if (site.favourites_require_price_and_images && car.car_type !== 'used' && (sellingPrice(car) === null || car.images.length === 0)) {
    return 'hidden';
  }
  return 'save';
}

/** The buttons of one car. */
export interface CarButtons {
  reserve: boolean;
  onlinePurchase: boolean;
  historyReport: boolean;
  tradeIn: boolean;
  certifiedBadge: boolean;
  /** 'Find Me Something Similar' instead of buying actions (spec §4: sold cars). */
  findSimilar: boolean;
  favourite: FavouriteAction;
}

/**
 * All button rules for one car (spec §5 *Button display*, §4): reserve when checkout is on and the car is
 * eligible (`isCheckoutEligible`); online purchase likewise with the online-purchase switch; history
 * report when it has a file; trade-in per `showTradeIn`; the certified badge per `showCertifiedBadge`;
 * Find Me Something Similar for sold cars; the favourite toggle per `favouriteAction` (`saved`: the car
 * is already in the visitor's favourites). Never throws.
 */
export function carButtons(car: ButtonCarFields, site: ButtonSiteSettings, saved: boolean): CarButtons {
  const eligible = isCheckoutEligible(car);
  return {
    reserve: site.checkout && eligible,
    onlinePurchase: site.online_purchase && eligible,
    historyReport: hasHistoryReport(car),
    tradeIn: showTradeIn(car, site),
    certifiedBadge: showCertifiedBadge(car, site.manufacturer),
    findSimilar: isSold(car.status),
    favourite: favouriteAction(car, site, saved),
  };
}

/** Anchors of the page's enquiry and find-similar sections (spec §4 *Stock status*). */
export const ENQUIRE_ANCHOR = 'enquire';
export const FIND_SIMILAR_ANCHOR = 'find-similar';

/**
 * The id of a car's enquiry section on its vehicle page: `find-similar` for a sold car (spec §4 *Stock
 * status*: "a 'Find Me Something Similar' form"), `enquire` otherwise. The page names its section with
 * it, and every link into that section (sidebar, sticky bar, search cards) is built from it.
 */
export function enquiryAnchor(status: StockStatusValue): string {
  return isSold(status) ? FIND_SIMILAR_ANCHOR : ENQUIRE_ANCHOR;
}
