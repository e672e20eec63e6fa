import { headers } from 'next/headers'

/**
 * The origin the visitor reached, for the URLs the page's client needs (the forwarded RPC). FOYER_SITE_URL names
 * it in production; without it the request's Host says it, which is right on loopback and behind a proxy that
 * sets it, and must not be trusted for anything else.
 */
export async function siteOrigin(): Promise<string> {
  if (process.env.FOYER_SITE_URL) return new URL(process.env.FOYER_SITE_URL).origin
  const request = await headers()
  const host = request.get('host') ?? 'localhost'
  const protocol = request.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http'
  return `${protocol}://${host}`
}
