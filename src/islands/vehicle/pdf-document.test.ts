import { describe, expect, it } from 'vitest';
import { buildCarPdf, pdfText } from './pdf-document.ts';
import type { PrintableCar } from './printable.ts';

const car: PrintableCar = {
  title: '2019 Toyota RAV4',
  subtitle: 'GX',
  price: ['Was $41,990, now:', '$38,990'],
  specs: [
    ['Odometer', '45,210 km'],
    ['Transmission', 'Automatic'],
    ['Body', 'SUV'],
  ],
  features: Array.from({ length: 60 }, (_, i) => `Feature ${i + 1}`),
  comments: ['Well kept RAV4 GX — one owner…', 'Full service history.'],
  dealer: ['Fixture Motors', '1 Test Street', 'Sydney NSW 2000', '02 9876 5432'],
  stocknum: 'A1',
  url: 'https://www.fixture-motors.example/cars/2019-toyota-rav4-gx-1/',
  image: null,
};

describe('car PDF (spec §4 Print PDF)', () => {
  it('builds a multi-page PDF from the printable car', async () => {
    const blob = buildCarPdf(car, null, new Date('2026-11-20T00:00:00Z'));
    expect(blob.type).toBe('application/pdf');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const head = new TextDecoder('latin1').decode(bytes.slice(0, 8));
    expect(head.startsWith('%PDF-')).toBe(true);
    const text = new TextDecoder('latin1').decode(bytes);
    expect((text.match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(1);
  });

  it('reduces text to what the built-in fonts can show', () => {
    expect(pdfText('Well kept — one owner… ‘great’ “car” ✓ 🚗')).toBe('Well kept - one owner... \'great\' "car"  ');
  });
});
