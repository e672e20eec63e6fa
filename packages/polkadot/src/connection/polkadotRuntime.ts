import type { Ss58Codec } from '../polkadotChain.ts'
import { decodeSs58, reencodeSs58 } from '../ss58/ss58.ts'

/** What a Polkadot wallet's first use loads, in one chunk: the connection, the balance read and the SS58 codec. */
export { freeBalance } from '../balance/freeBalance.ts'
export { createExtensionConnection } from './extensionConnection.ts'

export const ss58Codec: Ss58Codec = {
  isAddress: (value) => decodeSs58(value) !== undefined,
  reencode: (value, format) => reencodeSs58(value, format) ?? value,
}
