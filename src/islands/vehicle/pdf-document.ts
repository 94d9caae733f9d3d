/**
 * Builds the car's PDF with jsPDF (spec §4 *Print PDF*; loaded only when Print to PDF is pressed): an
 * A4 page per screenful of the printable car — title, subtitle, price, photo, specifications in two
 * columns, features, dealer comments, the yard and the page link. jsPDF's built-in fonts cover Latin-1
 * only, so text is first reduced to it (`pdfText`).
 */
import { jsPDF } from 'jspdf';
import type { PrintableCar } from './printable.ts';

const PAGE = { w: 210, h: 297, margin: 15 } as const;
const WIDTH = PAGE.w - 2 * PAGE.margin;

/** Text in the Latin-1 range the PDF's built-in fonts can show: typographic marks to ASCII, the rest dropped. */
export function pdfText(s: string): string {
  return s
    .replace(/[\u2018\u2019\u201B]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\u00A0/g, ' ')
    .replace(/[\u2022\u00B7]/g, '-')
    .replace(/\u2713/g, '')
    .replace(/[^\x20-\x7E\xA0-\xFF\n]/g, '');
}

/** A JPEG photo to place (data URL) with its pixel size. */
export interface PdfImage {
  dataUrl: string;
  width: number;
  height: number;
}

/** The PDF of `car` as a Blob (application/pdf). `now` prints the date line. */
export function buildCarPdf(car: PrintableCar, image: PdfImage | null, now: Date = new Date()): Blob {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  let y = PAGE.margin;
  const room = (h: number) => {
    if (y + h <= PAGE.h - PAGE.margin) return;
    doc.addPage();
    y = PAGE.margin;
  };
  const write = (s: string, size: number, style: 'normal' | 'bold' = 'normal', width: number = WIDTH, x: number = PAGE.margin) => {
    doc.setFont('helvetica', style).setFontSize(size);
    const wrapped = doc.splitTextToSize(pdfText(s), width) as string[];
    const lh = size * 0.42;
    for (const line of wrapped) {
      room(lh);
      doc.text(line, x, y + lh * 0.8);
      y += lh;
    }
  };
  const heading = (s: string) => {
    y += 4;
    room(12);
    write(s, 13, 'bold');
    doc.setDrawColor(200).line(PAGE.margin, y + 1, PAGE.w - PAGE.margin, y + 1);
    y += 3;
  };

  write(car.title, 20, 'bold');
  if (car.subtitle) write(car.subtitle, 12);
  y += 2;
  for (const line of car.price) write(line, /^\$|SOLD|PREORDER|Enquire/.test(line) ? 15 : 11, /^\$|SOLD/.test(line) ? 'bold' : 'normal');
  if (image) {
    const h = Math.min(110, (WIDTH * image.height) / image.width);
    const w = (h * image.width) / image.height;
    y += 3;
    room(h);
    doc.addImage(image.dataUrl, 'JPEG', PAGE.margin, y, w, h);
    y += h + 2;
  }
  if (car.specs.length) {
    heading('Specifications');
    const col = WIDTH / 2;
    car.specs.forEach(([label, value], i) => {
      const x = PAGE.margin + (i % 2) * col;
      if (i % 2 === 0) room(6);
      doc
        .setFont('helvetica', 'normal')
        .setFontSize(10)
        .text(pdfText(label), x, y + 4);
      doc.setFont('helvetica', 'bold').text(pdfText(value), x + col - 4, y + 4, { align: 'right' });
      if (i % 2 === 1 || i === car.specs.length - 1) y += 6;
    });
  }
  if (car.features.length) {
    heading('Features');
    for (const f of car.features) write(`- ${f}`, 10);
  }
  if (car.comments.length) {
    heading('Dealer Comments');
    for (const p of car.comments) {
      write(p, 10);
      y += 1.5;
    }
  }
  if (car.dealer.length) {
    heading('Where to see this car');
    for (const line of car.dealer) write(line, 10);
  }
  y += 4;
  const footer = [
    car.stocknum ? `Stock number ${car.stocknum}` : null,
    car.url,
    `Printed ${now.toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' })}`,
  ];
  write(footer.filter(Boolean).join('  |  '), 9);
  return doc.output('blob');
}
