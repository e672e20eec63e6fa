import { qrPath } from './qrPath.ts'

export interface EncodedQr {
  size: number
  path: string
}

/**
 * Encodes `text` as a QR code. The encoder is a dynamic import, so it downloads only when a QR code is
 * first shown (ARCHITECTURE rule 6). Level M survives a smudged screen and keeps a pairing URI scannable. uqr
 * (Nayuki's encoder) picks the same best of the eight masks as any encoder should, ≈ 2× faster than
 * qrcode-generator did on a cold page: the QR is on WalletConnect's path from choose to scan (issue 19).
 */
export async function encodeQr(text: string): Promise<EncodedQr> {
  const { encode } = await import('uqr')
  const { size, data } = encode(text, { ecc: 'M', border: 0 })
  return { size, path: qrPath(size, (row, column) => data[row]?.[column] === true) }
}
