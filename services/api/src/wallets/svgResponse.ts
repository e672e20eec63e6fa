import type { Context } from 'hono'
import { hashString } from './walletIcon.ts'

// The same id always gives the same drawing, so browsers may keep it a week and revalidate cheaply by ETag.
const IMAGE_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=604800, stale-while-revalidate=86400',
  'x-content-type-options': 'nosniff',
  // An SVG opened on its own is a document; it may draw but never run or load anything.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
}

export function svgResponse(c: Context, svg: string): Response {
  const etag = `"${hashString(svg).toString(16)}-${svg.length.toString(16)}"`
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, { ...IMAGE_HEADERS, etag })
  return c.body(svg, 200, { ...IMAGE_HEADERS, etag })
}
