import { FoyerError } from '../errors/foyerError.ts'
import { type CaipAddress, type CaipNetworkId, CHAIN_NAMESPACES, type ChainNamespace } from '../types/network.ts'

export const isChainNamespace = (value: unknown): value is ChainNamespace =>
  (CHAIN_NAMESPACES as readonly unknown[]).includes(value)

/** The parts of a CAIP id when it has exactly `count` non-empty parts and a known namespace (SPEC §5). */
function split(value: unknown, count: number): [ChainNamespace, ...string[]] | undefined {
  if (typeof value !== 'string') return undefined
  const [namespace, ...rest] = value.split(':')
  return rest.length === count - 1 && rest.every(Boolean) && isChainNamespace(namespace)
    ? [namespace, ...rest]
    : undefined
}

/** SPEC §5: exactly two colon-separated parts, e.g. `eip155:1`. */
export const isCaipNetworkId = (value: unknown): value is CaipNetworkId => split(value, 2) !== undefined

/** SPEC §5: exactly three colon-separated parts and a known namespace, e.g. `eip155:1:0xab…`. */
export const isCaipAddress = (value: unknown): value is CaipAddress => split(value, 3) !== undefined

export function parseCaipNetworkId(id: string): { namespace: ChainNamespace; reference: string } {
  const [namespace, reference] = split(id, 2) ?? []
  if (!namespace || !reference) throw new FoyerError('INVALID_CAIP_NETWORK_ID', `Invalid CAIP network id: ${id}`)
  return { namespace, reference }
}

export function parseCaipAddress(caipAddress: string): {
  namespace: ChainNamespace
  reference: string
  address: string
  caipNetworkId: CaipNetworkId
} {
  const [namespace, reference, address] = split(caipAddress, 3) ?? []
  if (!namespace || !reference || !address)
    throw new FoyerError('INVALID_CAIP_ADDRESS', `Invalid CAIP address: ${caipAddress}`)
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` }
}

export const toCaipNetworkId = (namespace: ChainNamespace, reference: string | number): CaipNetworkId =>
  `${namespace}:${reference}`

export const toCaipAddress = (caipNetworkId: CaipNetworkId, address: string): CaipAddress =>
  `${caipNetworkId}:${address}`
