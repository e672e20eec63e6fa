import { useEffect, useState } from 'react'
import { Spinner } from '../Spinner.tsx'
import { type EncodedQr, encodeQr } from './encodeQr.ts'

// SPEC-free but scanner-required: four modules of light margin around the code.
const QUIET_ZONE = 4

/**
 * A QR code drawn as inline SVG — no <img>, no data: URI, so `default-src 'self'` holds. Colours come from
 * attributes (currentColor on a light plate), not style attributes.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [encoded, setEncoded] = useState<{ value: string; qr: EncodedQr }>()

  useEffect(() => {
    let current = true
    encodeQr(value).then(
      (qr) => current && setEncoded({ value, qr }),
      (error: unknown) => console.error('[foyer] could not draw the QR code', error),
    )
    return () => {
      current = false
    }
  }, [value])

  if (!encoded || encoded.value !== value) {
    return (
      <div className="foyer-qr foyer-qr--loading">
        <Spinner size="medium" />
      </div>
    )
  }
  const { size, path } = encoded.qr
  const box = size + QUIET_ZONE * 2
  return (
    <div className="foyer-qr">
      <svg
        role="img"
        aria-label={label}
        viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
        shapeRendering="crispEdges"
        data-testid="foyer-qr"
        data-qr-value={value}
      >
        <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#ffffff" />
        <path d={path} fill="#000000" />
      </svg>
    </div>
  )
}
