import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['Acme, Ltd', '"Acme, Ltd"'],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
    ['', ''],
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
    expect(csv).toBe('\uFEFFname,n\r\nAnn,5\r\n"Bob ""B""",\r\n');
  });
});
