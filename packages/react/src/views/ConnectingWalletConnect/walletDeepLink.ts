/**
 * The link that opens a wallet app with a pairing URI, from the wallet's registry `mobile_link`: a native
 * scheme (`wallet://`) or a universal link (`https://wallet.app/`), each followed by `wc?uri=…`.
 * Undefined when the link is neither, so nothing odd is ever put in an href.
 */
export function walletDeepLink(mobileLink: string | undefined, uri: string): string | undefined {
  if (!mobileLink) return undefined
  const encoded = encodeURIComponent(uri)
  if (/^https:\/\//i.test(mobileLink)) {
    return `${mobileLink.endsWith('/') ? mobileLink : `${mobileLink}/`}wc?uri=${encoded}`
  }
  const scheme = /^([a-z][a-z\d+.-]*):(\/\/)?/i.exec(mobileLink)
  if (!scheme || /^(javascript|data|vbscript|http|file):?$/i.test(scheme[1] ?? '')) return undefined
  const base = mobileLink.includes('://') ? mobileLink : `${mobileLink.replace(/:$/, '')}://`
  return `${base}wc?uri=${encoded}`
}
