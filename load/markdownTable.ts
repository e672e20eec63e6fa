/** A GitHub-flavoured markdown table; cells are padded so the text reads as a table too. */
export function markdownTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const escapeCells = (cells: readonly string[]) =>
    headers.map((_, column) => (cells[column] ?? '').replaceAll('|', '\\|'))
  const body = rows.map(escapeCells)
  const head = escapeCells(headers)
  const widths = head.map((header, column) => Math.max(3, header.length, ...body.map((row) => row[column]!.length)))
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  return [line(head), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...body.map(line)].join('\n')
}
