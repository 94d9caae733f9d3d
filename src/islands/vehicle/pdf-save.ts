/**
 * Saving the car's PDF (spec §4 *Print PDF*: the file is saved as {slug}.pdf). Loaded on the first
 * press of Print to PDF (see `pdf.ts`); jsPDF itself is one more chunk (`pdf-document.ts`). The photo is
 * the page's first image, redrawn as JPEG through a canvas (jsPDF takes JPEG or PNG; the site serves
 * AVIF/WebP).
 */
import type { PrintableCar } from './printable.ts';
import type { PdfImage } from './pdf-document.ts';

/** Loads `src` and redraws it as a JPEG data URL (at most 1280 px wide), or null when it cannot. */
async function jpegOf(doc: Document, src: string): Promise<PdfImage | null> {
  try {
    const img = new Image();
    img.decoding = 'async';
    img.src = new URL(src, doc.baseURI).href;
    await img.decode();
    const scale = Math.min(1, 1280 / img.naturalWidth);
    const canvas = doc.createElement('canvas');
    canvas.width = Math.round(img.naturalWidth * scale);
    canvas.height = Math.round(img.naturalHeight * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx || canvas.width === 0) return null;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return { dataUrl: canvas.toDataURL('image/jpeg', 0.82), width: canvas.width, height: canvas.height };
  } catch {
    return null; // a missing photo never stops the PDF
  }
}

/** Builds and saves `{slug}.pdf` from `car`. Throws what jsPDF throws. */
export async function savePdf(doc: Document, car: PrintableCar, slug: string): Promise<void> {
  const [{ buildCarPdf }, image] = await Promise.all([import('./pdf-document.ts'), car.image ? jpegOf(doc, car.image.src) : null]);
  const blob = buildCarPdf(car, image);
  const url = URL.createObjectURL(blob);
  const a = doc.createElement('a');
  a.href = url;
  a.download = `${slug}.pdf`;
  doc.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
