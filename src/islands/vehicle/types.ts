/**
 * The serialisable slice of a vehicle page that its client scripts read (built at build time by
 * `src/components/car/vehicle-data.ts`, embedded as JSON in `#vehicle-data`). Never the whole config.
 */

/** The car as the scripts need it (Car schema names, spec §3). Prices AUD dollars, km kilometres. */
export interface VehicleDataCar {
  id: number;
  slug: string;
  /** The car's `name`, e.g. '2019 Toyota RAV4 GX' (the share toast's {car name}). */
  name: string;
  make: string;
  model: string;
  year: number;
  badge: string | null;
  km: number | null;
  colour: string | null;
  status: string;
  /** Reserved by another buyer (spec §3 `reserved`). */
  reserved: boolean;
  car_type: string;
  tag: string | null;
  /** `price` and `offer_price` as the feed has them (favourite rules, spec §4). */
  price: number | null;
  offer_price: number | null;
  /** The price a buyer pays (`sellingPrice`), null for POA. */
  selling_price: number | null;
  /** Number of photos (the favourite rule reads "no images"; the view call sends it, spec §7). */
  photos_count: number;
  /** The site's own card image path, or null (favourite entry, spec §3). */
  primary_image_url: string | null;
  stocknum: string;
  /** Feed body configuration and simplified body (viewed-car record, spec §3). */
  body: string | null;
  simple_body: string | null;
  updated_at: string;
  dealership_id: string;
}

/** Everything the vehicle page's scripts read. */
export interface VehiclePageData {
  car: VehicleDataCar;
  site: {
    /** The site slug: `website_id` of the API calls (spec §7). */
    slug: string;
    favourites: boolean;
    favourites_require_price_and_images: boolean;
    compare: boolean;
  };
  /** Absolute share URL (spec §5: site URL without its trailing slash, then the path). */
  shareUrl: string;
  /** API calls: to the edge API's origin, or to `/api/...` on the site's own host when the build has none (`apiPrefix`). */
  api: {
    /** What goes before `/api/...`: the edge API origin (issue #13: the watchlist of a signed-in buyer), or '' (own host). */
    base: string;
    /** `GET {apiBase}/api/cars/{slug}/view.json` with the query already set (spec §7). */
    viewUrl: string;
    /** `POST {apiBase}/api/phone-reveals` (spec §7 phone-reveal record). */
    phoneRevealUrl: string;
  };
}
