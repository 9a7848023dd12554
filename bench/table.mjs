/**
 * A plain-text table for the terminal: each column right-aligned to its widest cell.
 * @param {string[]} header
 * @param {(string | number)[][]} rows
 */
export const table = (header, rows) => {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
  );
  /** @param {(string | number)[]} cells */
  const line = (cells) => cells.map((cell, column) => String(cell).padStart(widths[column] ?? 0)).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
};
