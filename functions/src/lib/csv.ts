/**
 * CSV writing for exports (docs/product/leads.md#csv-export): CRLF line ends, every text cell in
 * double quotes (RFC 4180), and protection against formula injection (OWASP "CSV Injection"): a
 * text cell beginning with `=`, `+`, `-`, `@`, tab or carriage return gets a leading apostrophe,
 * and so does such a character after a `,`, `;` or tab inside a cell (optionally after spaces or
 * quotes), because a spreadsheet set to another separator (`;` in many European locales) splits
 * the cell there. Spreadsheet programs then show the text instead of evaluating it. Numbers are
 * written as numbers.
 */

/** A cell value; `null`/`undefined` become an empty cell. */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
/** A formula character after a separator some locale may split at, with spaces or quotes between. */
const FORMULA_AFTER_SEPARATOR = /([,;\t][ "]*)([=+\-@])/g;

/**
 * One cell: empty for `null`/`undefined`, numbers and booleans as they are, text escaped against
 * formula injection (leading and after separators) and always double-quoted.
 *
 * @param value - the cell value.
 * @returns the cell as written between separators.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const guarded = value.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  const text = FORMULA_START.test(guarded) ? `'${guarded}` : guarded;
  return `"${text.replaceAll('"', '""')}"`;
}

/** One CSV line (without its line end). */
export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',');
}

/**
 * A whole CSV document: a UTF-8 byte-order mark (so spreadsheet programs read £ correctly), the
 * header row, then one row per record, CRLF after every row.
 * @param columns - header names, and how to read each column from a record.
 */
export function toCsv<T>(
  columns: readonly { header: string; value: (record: T) => CsvValue }[],
  records: Iterable<T>,
): string {
  const lines = [csvRow(columns.map((column) => column.header))];
  for (const record of records) lines.push(csvRow(columns.map((column) => column.value(record))));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
