/**
 * The car image pipeline: each source image (a file inside the snapshot's folder, or an http(s) URL on
 * a host the tenant allows: `resolveImageUrl`) is
 * turned by sharp into AVIF and WebP variants at widths from 640 px (spec §9 "widths from 640",
 * quality 75), cached by the source's content hash in a folder shared by every tenant, so the
 * nightly run encodes each photo once.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ResponsiveImage } from '../../src/stock/images.ts';
import { isAllowedImageHost, isInside, type ImageSource } from '../../src/stock/snapshot.ts';
import { writeFileAtomically } from './atomic-file.ts';

/** Output widths in px (spec §9: widths from 640). */
export const IMAGE_WIDTHS = [640, 960, 1280] as const;
/** Encoder quality (spec §9: image quality default 75). */
export const IMAGE_QUALITY = 75;
/** Bump when the encoding settings change, so cached variants are re-made. */
const PIPELINE_VERSION = 'v1-avif50-webp75';

/** One encoded file in the cache. */
export interface ImageVariant {
  width: number;
  height: number;
  format: 'avif' | 'webp';
  /** File name inside the cache folder and under `/img/` on the site. */
  file: string;
}

/** A processed source: intrinsic size of the largest variant and all variants. */
export interface ProcessedImage {
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** Redirects followed for a remote image, each checked against the tenant's allowed hosts. */
const MAX_REDIRECTS = 3;

/** A short name of a source for messages and the memo: the file path or the URL. */
export function sourceName(source: ImageSource): string {
  return source.kind === 'file' ? source.path : source.url;
}

/**
 * Reads a source image. A file must still be inside its root once symbolic links are resolved (a
 * link in the feed's folder cannot point elsewhere); a URL is fetched following at most
 * MAX_REDIRECTS redirects, each to an allowed host. Throws with the source named.
 */
async function readSource(source: ImageSource): Promise<Buffer> {
  if (source.kind === 'url') {
    let url = source.url;
    for (let hop = 0; ; hop++) {
      const res = await fetch(url, { signal: AbortSignal.timeout(20_000), redirect: 'manual' });
      if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
        const next = new URL(res.headers.get('location')!, url);
        if (hop >= MAX_REDIRECTS) throw new Error(`image ${source.url}: more than ${MAX_REDIRECTS} redirects`);
        if (!/^https?:$/.test(next.protocol) || !isAllowedImageHost(next.hostname, source.allowedHosts)) {
          throw new Error(`image ${source.url}: redirected to ${next.href}, whose host is not in the tenant's stock.image_hosts`);
        }
        url = next.href;
        continue;
      }
      if (!res.ok) throw new Error(`image ${source.url}: HTTP ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    }
  }
  try {
    const real = realpathSync(source.path);
    if (!isInside(realpathSync(source.root), real)) throw new Error(`links outside the snapshot folder ${source.root}`);
    return readFileSync(real);
  } catch (err) {
    throw new Error(`image ${source.path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
}

/**
 * Encodes one source into variants (or returns the cached manifest). `cacheDir` is shared across
 * tenants and runs. Throws when the source cannot be read or decoded.
 */
export async function processImage(source: ImageSource, cacheDir: string): Promise<ProcessedImage> {
  const bytes = await readSource(source);
  const key = createHash('sha256').update(PIPELINE_VERSION).update(bytes).digest('hex').slice(0, 20);
  const manifestPath = join(cacheDir, `${key}.json`);
  if (existsSync(manifestPath)) return JSON.parse(readFileSync(manifestPath, 'utf8')) as ProcessedImage;

  mkdirSync(cacheDir, { recursive: true });
  const isSvg = /\.svg$/i.test(sourceName(source)) || bytes.subarray(0, 256).toString('utf8').includes('<svg');
  const meta = await sharp(bytes).metadata();
  const srcWidth = meta.width ?? IMAGE_WIDTHS[0];
  const srcHeight = meta.height ?? Math.round((srcWidth * 3) / 4);
  // Vector sources scale to any width; photos are never upscaled.
  const widths: number[] = IMAGE_WIDTHS.filter((w) => isSvg || w <= srcWidth);
  if (widths.length === 0) widths.push(Math.min(srcWidth, IMAGE_WIDTHS[0]));
  const variants: ImageVariant[] = [];
  for (const width of widths) {
    const height = Math.round((srcHeight * width) / srcWidth);
    const density = isSvg ? Math.max(72, Math.ceil((72 * width) / srcWidth)) : undefined;
    const base = () =>
      sharp(bytes, density ? { density } : {})
        .resize(width, height, { fit: 'cover' })
        .flatten({ background: '#ffffff' });
    for (const format of ['avif', 'webp'] as const) {
      const file = `${key}-${width}.${format}`;
      const out =
        format === 'avif'
          ? await base().avif({ quality: 50, effort: 2 }).toBuffer()
          : await base().webp({ quality: IMAGE_QUALITY }).toBuffer();
      writeFileAtomically(join(cacheDir, file), out);
      variants.push({ width, height, format, file });
    }
  }
  const largest = variants[variants.length - 1]!;
  const processed: ProcessedImage = { width: largest.width, height: largest.height, variants };
  writeFileAtomically(manifestPath, JSON.stringify(processed));
  return processed;
}

/** The `<picture>` descriptor of a processed image served under `urlBase` (e.g. `/img/`). */
export function toResponsiveImage(img: ProcessedImage, urlBase: string, alt: string): ResponsiveImage {
  const srcset = (format: 'avif' | 'webp') =>
    img.variants
      .filter((v) => v.format === format)
      .map((v) => `${urlBase}${v.file} ${v.width}w`)
      .join(', ');
  const smallestWebp = img.variants.find((v) => v.format === 'webp')!;
  return {
    src: `${urlBase}${smallestWebp.file}`,
    width: img.width,
    height: img.height,
    alt,
    sources: [
      { type: 'image/avif', srcset: srcset('avif') },
      { type: 'image/webp', srcset: srcset('webp') },
    ],
  };
}
