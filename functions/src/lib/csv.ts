/**
 * CSV writing for exports (docs/product/leads.md#csv-export): RFC 4180 quoting, CRLF line ends, and protection against
 * formula injection: a text cell beginning with `=`, `+`, `-`, `@`, tab or carriage return gets a
 * leading apostrophe so spreadsheet programs show it as text instead of evaluating it (OWASP "CSV
 * Injection"). Numbers are written as numbers.
 */

/** A cell value; `null`/`undefined` become an empty cell. */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, escaped against formula injection and quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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
