/**
 * Responsive image descriptors produced by the build's image pipeline (sharp) for car photos.
 * Widths start at 640 px (spec §9 "widths from 640").
 */

/** One format's candidates for a `<source>` element, e.g. `image/avif` with `a-640.avif 640w, ...`. */
export interface ImageSource {
  type: 'image/avif' | 'image/webp' | 'image/jpeg';
  srcset: string;
}

/**
 * A responsive image ready for `<picture>`: `src` is the fallback (a WebP at the smallest width),
 * `width`/`height` the intrinsic size of the largest variant (for aspect ratio, no layout shift).
 */
export interface ResponsiveImage {
  src: string;
  width: number;
  height: number;
  sources: ImageSource[];
  alt: string;
}

/** The spec's generic 'image not found' fallback (spec §8), served from the site root. */
export const IMAGE_NOT_FOUND_URL = '/images/image-not-found.svg';
