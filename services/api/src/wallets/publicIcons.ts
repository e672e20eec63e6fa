import { iconSvg, initialsOf } from './walletIcon.ts'

// SPEC §7 image calls. These ids name things the registry does not store (networks, currencies, tokens), so an
// id is "known" when it is well-formed; anything else is refused rather than drawn.
const ASSET_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/
const CURRENCY_CODE = /^[A-Za-z][A-Za-z0-9]{1,9}$/
const TOKEN_SYMBOL = /^[A-Za-z0-9$][A-Za-z0-9.$_+-]{0,15}$/
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** A network, connector or other public asset: a hexagon. */
export function assetIcon(id: string): string | undefined {
  if (!ASSET_ID.test(id)) return undefined
  return iconSvg({ seed: `asset:${id}`, label: initialsOf(id), shape: 'hexagon' })
}

/** A fiat or crypto currency code (USD, EUR, ETH): a coin with a rim, labelled with the code. */
export function currencyIcon(code: string): string | undefined {
  if (!CURRENCY_CODE.test(code)) return undefined
  const upper = code.toUpperCase()
  return iconSvg({ seed: `currency:${upper}`, label: upper.slice(0, 4), shape: 'badge' })
}

/** A token by symbol or contract address: a plain circle. */
export function tokenIcon(id: string): string | undefined {
  if (EVM_ADDRESS.test(id)) {
    // Checksummed and lower-case spellings of one address are the same token.
    const address = id.toLowerCase()
    return iconSvg({ seed: `token:${address}`, label: address.slice(2, 5).toUpperCase(), shape: 'circle' })
  }
  if (BASE58_ADDRESS.test(id)) return iconSvg({ seed: `token:${id}`, label: id.slice(0, 3), shape: 'circle' })
  // A 0x string that is not a whole address is a mistyped address, not a symbol.
  if (!TOKEN_SYMBOL.test(id) || /^0x/i.test(id)) return undefined
  const upper = id.toUpperCase()
  return iconSvg({ seed: `token:${upper}`, label: upper.slice(0, 4), shape: 'circle' })
}
