import { isHex32 } from '../encoding/bytes.ts'

/** A pairing as its URI carries it (spec: clients/core/pairing/pairing-uri, EIP-1328). */
export interface PairingUri {
  topic: string
  symKey: string
  relayProtocol: string
  /** Unix seconds; after it the pairing is expired. */
  expiryTimestamp: number
  /** Method groups the pairing serves, e.g. [['wc_sessionPropose']]. */
  methods: string[][]
}

export class PairingUriError extends Error {
  override name = 'PairingUriError'
}

const METHOD_NAME = /^[A-Za-z0-9_]+$/

/** `wc:{topic}@2?relay-protocol=irn&symKey=…&expiryTimestamp=…&methods=[wc_sessionPropose]` */
export function formatPairingUri(pairing: PairingUri): string {
  const methods = pairing.methods.map((group) => `[${group.join(',')}]`).join(',')
  return (
    `wc:${pairing.topic}@2?relay-protocol=${encodeURIComponent(pairing.relayProtocol)}` +
    `&symKey=${pairing.symKey}&expiryTimestamp=${pairing.expiryTimestamp}&methods=${methods}`
  )
}

/** Reads a pairing URI strictly; `nowSeconds` refuses one that already expired. */
export function parsePairingUri(uri: string, nowSeconds: number): PairingUri {
  const match = /^wc:(?:\/\/)?([^@?]+)@(\d+)\?(.*)$/.exec(uri.trim())
  if (!match) throw new PairingUriError('A WalletConnect URI looks like wc:{topic}@2?…')
  const [, topic = '', version, query = ''] = match
  if (version !== '2') throw new PairingUriError(`WalletConnect v${version} URIs are not supported; v2 is`)
  if (!isHex32(topic)) throw new PairingUriError('The URI topic must be 32 bytes of hex')
  const params = new URLSearchParams(query)
  const symKey = params.get('symKey') ?? ''
  if (!isHex32(symKey)) throw new PairingUriError('The URI symKey must be 32 bytes of hex')
  const relayProtocol = params.get('relay-protocol') ?? ''
  if (relayProtocol !== 'irn') throw new PairingUriError(`Relay protocol "${relayProtocol}" is not supported; irn is`)
  const expiry = params.get('expiryTimestamp')
  const expiryTimestamp = expiry === null ? nowSeconds + 300 : Number(expiry)
  if (!Number.isSafeInteger(expiryTimestamp)) throw new PairingUriError('The URI expiryTimestamp must be unix seconds')
  if (expiryTimestamp <= nowSeconds)
    throw new PairingUriError('The pairing URI has expired: ask the dapp for a new one')
  return { topic, symKey, relayProtocol, expiryTimestamp, methods: parseMethods(params.get('methods')) }
}

/** `[a,b],[c]` (the spec's groups) or a plain `a,b` list (what some SDK versions write). */
function parseMethods(value: string | null): string[][] {
  if (!value) return []
  const groups = value.includes('[')
    ? [...value.matchAll(/\[([^\]]*)\]/g)].map((group) => (group[1] ?? '').split(',').filter(Boolean))
    : [value.split(',').filter(Boolean)]
  for (const method of groups.flat()) {
    if (!METHOD_NAME.test(method)) throw new PairingUriError(`The URI names an invalid method "${method}"`)
  }
  return groups
}
