/**
 * Print to PDF (spec §2 "Print to PDF (if printable)"; §4 *Print PDF*: shows a spinner and
 * 'Preparing...', then the file is saved as {slug}.pdf; §8 failure: an alert with the error message).
 * jsPDF loads only on the first press (its own chunk). The photo is the page's first image, redrawn
 * as JPEG through a canvas (jsPDF takes JPEG or PNG; the site serves AVIF/WebP).
 */
import { readPrintable, type PrintableCar } from './printable.ts';
import type { PdfImage } from './pdf-document.ts';

/** The label while the PDF is built (spec §4). */
export const PREPARING_LABEL = 'Preparing...';

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

/**
 * Wires every `[data-print-pdf]` button of `doc` (`data-slug` names the file). `source` gives the
 * printable car (default: read from `doc`, the vehicle page itself).
 */
export function initPdf(doc: Document, source: () => PrintableCar | null = () => readPrintable(doc)): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-print-pdf]')) {
    const label = button.querySelector('[data-label]') ?? button;
    const original = label.textContent;
    button.addEventListener('click', async () => {
      if (button.getAttribute('aria-busy') === 'true') return;
      const car = source();
      if (!car) return;
      button.setAttribute('aria-busy', 'true');
      label.textContent = PREPARING_LABEL;
      try {
        await savePdf(doc, car, button.dataset.slug ?? 'car');
      } catch (err) {
        doc.defaultView?.alert(err instanceof Error ? err.message : String(err));
      } finally {
        button.removeAttribute('aria-busy');
        label.textContent = original;
      }
    });
  }
}
