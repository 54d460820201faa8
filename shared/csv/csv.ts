// CSV files (RFC 4180) for the web app's and the server's downloads: one writer so both quote and
// guard alike. Small enough to own: the libraries made for CSV (csv-stringify, papaparse) quote
// the same way but leave spreadsheet formula injection to the caller, which is the part that
// matters here (docs/pipeline.md, "Downloading the applicants").

export type CsvValue = string | number | null | undefined;

/**
 * One CSV cell: quoted when it holds a comma, a quote or a line break (quotes doubled). Text that
 * a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with a quote mark,
 * unless it is only a signed number (a dialling code such as +91); numbers are written as they are.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  // A signed number (+91, -3) runs nothing; anything else starting so would.
  const formula = /^[=+\-@\t\r]/.test(value) && !/^[+-]\d+(?:\.\d+)?$/.test(value);
  const text = formula ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the header row, then the rows, each line ended by CRLF. */
export function csvDocument(headers: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [headers.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
