import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { encodeQr } from './encodeQr.ts'

const SCALE = 4
const QUIET_ZONE = 4

/** Paints the path's modules black on white, with a quiet zone, as a camera would see the code. */
function rasterize(size: number, path: string): { pixels: Uint8ClampedArray; width: number } {
  const width = (size + QUIET_ZONE * 2) * SCALE
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  for (const [, column, row] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let y = 0; y < SCALE; y++) {
      for (let x = 0; x < SCALE; x++) {
        const offset =
          (((Number(row) + QUIET_ZONE) * SCALE + y) * width + (Number(column) + QUIET_ZONE) * SCALE + x) * 4
        pixels.fill(0, offset, offset + 3)
      }
    }
  }
  return { pixels, width }
}

describe('encodeQr', () => {
  it('draws a WalletConnect pairing URI that a QR reader reads back', async () => {
    const uri = `wc:${'7f'.repeat(32)}@2?relay-protocol=irn&symKey=${'a3'.repeat(32)}&expiryTimestamp=1764660300`
    const { size, path } = await encodeQr(uri)
    const { pixels, width } = rasterize(size, path)
    expect(jsQR(pixels, width, width)?.data).toBe(uri)
  })

  it('draws an address a reader reads back, at the smallest size level M allows', async () => {
    const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'
    const { size, path } = await encodeQr(address)
    const { pixels, width } = rasterize(size, path)
    expect(size).toBe(29)
    expect(jsQR(pixels, width, width)?.data).toBe(address)
  })
})
