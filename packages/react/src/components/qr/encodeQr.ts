import { qrPath } from './qrPath.ts'

export interface EncodedQr {
  size: number
  path: string
}

/**
 * Encodes `text` as a QR code. The encoder is a dynamic import, so it downloads only when a QR code is
 * first shown (ARCHITECTURE rule 6). Level M survives a smudged screen and keeps a pairing URI scannable.
 */
export async function encodeQr(text: string): Promise<EncodedQr> {
  const { default: qrcode } = await import('qrcode-generator')
  const qr = qrcode(0, 'M')
  qr.addData(text, 'Byte')
  qr.make()
  const size = qr.getModuleCount()
  return { size, path: qrPath(size, (row, column) => qr.isDark(row, column)) }
}
