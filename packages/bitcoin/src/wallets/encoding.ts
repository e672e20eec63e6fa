import { base64, hex } from '@scure/base'

export const toBase64 = (bytes: Uint8Array): string => base64.encode(bytes)
export const fromBase64 = (text: string): Uint8Array => base64.decode(text)
export const toHex = (bytes: Uint8Array): string => hex.encode(bytes)
export const fromHex = (text: string): Uint8Array => hex.decode(text.toLowerCase())

/** A PSBT or signature a wallet returned as base64 or as hex (wallets differ); hex is recognised by its alphabet. */
export const fromBase64OrHex = (text: string): Uint8Array =>
  /^([0-9a-fA-F]{2})+$/.test(text) ? fromHex(text) : fromBase64(text)
