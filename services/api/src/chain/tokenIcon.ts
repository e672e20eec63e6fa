// The wallet registry's /public/getTokenImage/{id} draws an icon for a symbol or an address; a token list entry
// with its own iconUrl wins.
const DRAWABLE_SYMBOL = /^[A-Za-z0-9$][A-Za-z0-9.$_+-]{0,15}$/

export function tokenIconUrl(
  publicUrl: string,
  token: { symbol: string; address?: string; iconUrl?: string | undefined },
): string {
  if (token.iconUrl) return token.iconUrl
  const base = publicUrl.replace(/\/+$/, '')
  const id = DRAWABLE_SYMBOL.test(token.symbol) ? token.symbol : token.address
  return id ? `${base}/public/getTokenImage/${encodeURIComponent(id)}` : ''
}
