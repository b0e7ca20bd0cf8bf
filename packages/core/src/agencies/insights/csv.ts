// CSV as RFC 4180 writes it: fields separated by commas, lines by CRLF, a field quoted (its quotes
// doubled) when it holds a comma, a quote or a line break. A text field a spreadsheet would run as
// a formula (=, +, -, @, tab or CR first) is prefixed with an apostrophe (OWASP's CSV injection
// advice): creators name themselves.
export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

function field(value: CsvCell): string {
  if (value === null) return "";
  const text = typeof value === "number" ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows (the header first) as one CSV document, ending with a line break. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(field).join(",")).join("\r\n") + "\r\n";
}
