/** CSV reading with real line numbers (a quoted field may span lines, as masked phones do in the real feed). */
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('numbers records by the line they start on, across multi-line fields and blank lines (LF and CRLF)', () => {
    expect(parseCsv('a,b\n1,"x\ny"\n\n3,4\n5\n"p\nq",r\n').rows.map((r) => r.line)).toEqual([2, 5, 6, 7]);
    expect(parseCsv('a,b\r\n1,2\r\n3,"4\r\n5"\r\n\r\n6,7').rows.map((r) => r.line)).toEqual([2, 3, 6]);
  });

  it('keys values by the trimmed header, strips a BOM, keeps values untrimmed', () => {
    const { header, rows } = parseCsv('\ufeff a ,b\n 1 ,2\n');
    expect(header).toEqual(['a', 'b']);
    expect(rows[0]!.values).toEqual({ a: ' 1 ', b: '2' });
  });

  it('marks records with the wrong number of fields instead of failing', () => {
    const { rows } = parseCsv('a,b,c\n1,2\n1,2,3,4\n');
    expect(rows.map((r) => r.columnCountMismatch)).toEqual([
      { expected: 3, actual: 2 },
      { expected: 3, actual: 4 },
    ]);
  });

  it('throws on text that is not CSV (an unclosed quote)', () => {
    expect(() => parseCsv('a,b\n1,"2\n')).toThrow(/quote/i);
  });

  it('an empty input has no header and no rows', () => {
    expect(parseCsv('')).toEqual({ header: [], rows: [] });
  });
});
