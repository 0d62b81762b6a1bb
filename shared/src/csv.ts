// CSV as spreadsheets read it: fields quoted when they hold a comma, a quote or a line break, and a
// text starting with =, +, - or @ prefixed with ' so that it is never taken for a formula.
export type CsvCell = string | number;

export function csvField(value: CsvCell): string {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The header and the rows as one CSV text, lines ended by CRLF. */
export function csvOf(header: readonly CsvCell[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
