import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

/** Values that become formulas in a spreadsheet when a cell, or a part split off at a separator, starts with them. */
const HOSTILE = [
  'Acme;=1+1',
  'Acme,=1+1',
  'Acme\t=1+1',
  'Acme; =HYPERLINK("http://evil.example","x")',
  'x;+cmd|calc',
  'a, @SUM(A1)',
  'a;-2+3',
  'a;"=1+1',
  'a";=1+1',
  '=HYPERLINK("http://evil.example")',
  '@SUM(A1:A9)',
  'plain text',
];
const FORMULA_START = /^[=+\-@]/;

describe('CSV', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+44 20 7946 0000', `"'+44 20 7946 0000"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
    ['Acme, Ltd', '"Acme, Ltd"'],
    ['Acme;=1+1', `"Acme;'=1+1"`],
    ['Acme, -1', `"Acme, '-1"`],
    ['plain', '"plain"'],
    ['a=b', '"a=b"'],
    ['', '""'],
  ])('escapes %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers, empty cells, a BOM, a header and CRLF rows', () => {
    const csv = toCsv(
      [
        { header: 'name', value: (r: { name: string; n?: number }) => r.name },
        { header: 'n', value: (r) => r.n },
      ],
      [{ name: 'Ann', n: 5 }, { name: 'Bob "B"' }],
    );
    expect(csv).toBe('\uFEFF"name","n"\r\n"Ann",5\r\n"Bob ""B""",\r\n');
  });

  const csv = toCsv(
    [
      { header: 'name', value: (value: string) => value },
      { header: 'company', value: (value: string) => `Co ${value}` },
    ],
    HOSTILE,
  );

  it('reads back every value (plus the guarding apostrophes) with a comma parser', () => {
    const rows = parse(csv, { bom: true, delimiter: ',' }) as string[][];
    expect(rows).toHaveLength(HOSTILE.length + 1);
    rows.slice(1).forEach((row, index) => {
      expect(row[0]?.replaceAll("'", '')).toBe(HOSTILE[index]?.replaceAll("'", ''));
    });
  });

  it.each([',', ';', '\t'])(
    'starts no cell with a formula character when split at %j, quotes honoured or not',
    (delimiter) => {
      for (const quote of ['"', false] as const) {
        const rows = parse(csv, {
          bom: true,
          delimiter,
          quote,
          relax_quotes: true,
          relax_column_count: true,
          skip_records_with_error: true,
        }) as string[][];
        expect(rows.length).toBeGreaterThan(HOSTILE.length / 2);
        for (const cell of rows.flat()) expect(cell.replace(/^[\s"]+/, '')).not.toMatch(FORMULA_START);
      }
    },
  );
});
