/** The dark modules of a QR code as one SVG path, one unit per module, so it scales without blur. */
export function qrPath(size: number, isDark: (row: number, column: number) => boolean): string {
  const parts: string[] = []
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (isDark(row, column)) parts.push(`M${column} ${row}h1v1h-1z`)
    }
  }
  return parts.join('')
}
