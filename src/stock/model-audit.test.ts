/** The model-name audit on names the real feed had before canonical names (the sample snapshot at c14cc89). */
import { describe, expect, it } from 'vitest';
import { auditModelNames } from './model-audit.ts';

const cars = (make: string, model: string, n: number, badge: string | null = null) =>
  Array.from({ length: n }, () => ({ make, model, badge }));

describe('auditModelNames', () => {
  const findings = auditModelNames([
    ...cars('Toyota', 'HiAce', 3),
    ...cars('Toyota', 'Hiace', 2),
    ...cars('Toyota', 'Landcruiser', 4, 'Prado GXL'),
    ...cars('Toyota', 'Landcruiser', 2, 'LC200 GXL'),
    ...cars('Toyota', 'Land Cruiser Prado', 1),
    ...cars('Mazda', '3', 5),
    ...cars('Mazda', 'Mazda3', 1),
    ...cars('Mitsubishi', 'Eclipse', 3, 'Cross LS'),
    ...cars('Kia', 'Cerato', 2, 'S'),
    ...cars('Kia', 'Cerato', 2, 'GT'),
    ...cars('Kia', 'Cerato', 1, null),
    ...cars('Kia', 'Rio', 2, 'S'),
  ]);

  it('lists names with one key, the make written into the model, prefixes and a shared first badge word', () => {
    expect(findings).toEqual([
      {
        make: 'Mazda',
        kind: 'make-in-model',
        names: [
          { name: 'Mazda3', count: 1 },
          { name: '3', count: 5 },
        ],
      },
      {
        make: 'Mitsubishi',
        kind: 'badge-word',
        names: [
          { name: 'Eclipse', count: 3 },
          { name: 'Eclipse Cross', count: 3 },
        ],
      },
      {
        make: 'Toyota',
        kind: 'same-key',
        names: [
          { name: 'Hiace', count: 2 },
          { name: 'HiAce', count: 3 },
        ],
      },
      {
        make: 'Toyota',
        kind: 'prefix',
        names: [
          { name: 'Landcruiser', count: 6 },
          { name: 'Land Cruiser Prado', count: 1 },
        ],
      },
      {
        make: 'Toyota',
        kind: 'badge-word',
        names: [
          { name: 'Landcruiser', count: 6 },
          { name: 'Landcruiser Prado', count: 4 },
        ],
      },
    ]);
  });

  it('leaves alone a model whose first badge word is on fewer than half its cars, and models under 3 cars', () => {
    expect(findings.filter((f) => f.make === 'Kia')).toEqual([]);
  });
});
