/** Arguments of `npm run stock:import` and the snapshot instant they select. */
import { describe, expect, it } from 'vitest';
import { parseImportArgs, resolveGeneratedAt } from './cli-args.ts';

describe('parseImportArgs', () => {
  it('reads feeds, --out, --as-of and --geo', () => {
    expect(parseImportArgs(['a.csv', 'b.csv', '--out', 's.json.gz', '--as-of', '2026-11-20', '--geo', 'g.csv'])).toEqual({
      ok: true,
      args: { feeds: ['a.csv', 'b.csv'], out: 's.json.gz', asOf: '2026-11-20', geo: 'g.csv', help: false },
    });
    expect(parseImportArgs(['-o', 's.json', 'a.csv'])).toMatchObject({
      ok: true,
      args: { feeds: ['a.csv'], out: 's.json', asOf: null, geo: null },
    });
  });

  it.each([
    [['--out', 's.json'], 'no feed given: name at least one CSV file'],
    [['a.csv'], 'missing --out <snapshot.json|snapshot.json.gz>'],
    [['a.csv', '--out', 's.csv'], '--out must end in .json or .json.gz, got "s.csv"'],
    [['a.csv', '--out', 's.json', '--as-of', '2026-02-30'], '--as-of must be a real date YYYY-MM-DD, got "2026-02-30"'],
    [['a.csv', '--out', 's.json', '--as-of', '20/11/2026'], '--as-of must be a real date YYYY-MM-DD, got "20/11/2026"'],
  ])('%j → %s', (argv, message) => expect(parseImportArgs(argv)).toEqual({ ok: false, message }));

  it('rejects an unknown option with parseArgs’ message', () => {
    const r = parseImportArgs(['a.csv', '--out', 's.json', '--bogus']);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(/--bogus/);
  });

  it('--help needs nothing else', () => expect(parseImportArgs(['--help'])).toMatchObject({ ok: true, args: { help: true } }));
});

describe('resolveGeneratedAt', () => {
  const NOW = Date.parse('2026-11-21T15:30:00Z');
  it('uses --as-of at UTC midnight first', () =>
    expect(resolveGeneratedAt('2026-11-20', { SOURCE_DATE_EPOCH: '0' }, NOW)).toBe('2026-11-20T00:00:00Z'));
  it('then SOURCE_DATE_EPOCH, as the exact instant', () =>
    expect(resolveGeneratedAt(null, { SOURCE_DATE_EPOCH: String(Date.UTC(2026, 10, 19, 6) / 1000) }, NOW)).toBe('2026-11-19T06:00:00Z'));
  it('else the start of the current UTC day', () => expect(resolveGeneratedAt(null, {}, NOW)).toBe('2026-11-21T00:00:00Z'));
  it('rejects a SOURCE_DATE_EPOCH that is not Unix seconds', () =>
    expect(() => resolveGeneratedAt(null, { SOURCE_DATE_EPOCH: 'soon' }, NOW)).toThrow(RangeError));
  it('--as-of must be a real calendar date (domain isCalendarDate)', () => {
    for (const asOf of ['2023-02-29', '2026-13-01'])
      expect(parseImportArgs(['feed.csv', '--out', 'x.json', '--as-of', asOf]).ok).toBe(false);
    expect(parseImportArgs(['feed.csv', '--out', 'x.json', '--as-of', '2024-02-29']).ok).toBe(true);
  });
});
