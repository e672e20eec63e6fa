import { blake2b } from '@noble/hashes/blake2b'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import type { Block, PolkadotChain } from './chain.ts'
import { devNewBlock, devSetStorage } from './devMethods.ts'
import { headerJson } from './header.ts'
import {
  POLKADOT_DEVNET_CHAIN_NAME,
  POLKADOT_DEVNET_DECIMALS,
  POLKADOT_DEVNET_SS58_PREFIX,
  POLKADOT_DEVNET_SYMBOL,
} from './network.ts'
import { blockNumberParam, hexParam, optionalHashParam, stringParam } from './params.ts'
import { invalidParams, runtimeCallFailed, unknownBlock } from './rpcError.ts'
import {
  CODE_HASH,
  CODE_KEY,
  METADATA_AT_VERSION_15_HEX,
  METADATA_HEX,
  METADATA_VERSIONS_HEX,
  OPAQUE_METADATA_HEX,
  RUNTIME_VERSION,
} from './runtime.ts'
import { uintLe } from './scale.ts'
import { decodeSs58 } from './ss58.ts'
import { submitExtrinsic } from './submit.ts'

export type Handler = (params: readonly unknown[], chain: PolkadotChain) => unknown

function blockAt(chain: PolkadotChain, hash: string | undefined): Block {
  if (hash === undefined) return chain.best
  const block = chain.blockByHash(hash)
  if (!block) throw unknownBlock(hash)
  return block
}

const storageValue = (block: Block, key: string): string | null =>
  key === CODE_KEY ? null : (block.storage.get(key) ?? null)

function storageHash(block: Block, key: string): string | null {
  if (key === CODE_KEY) return CODE_HASH
  const value = block.storage.get(key)
  return value === undefined ? null : `0x${bytesToHex(blake2b(hexToBytes(value.slice(2)), { dkLen: 32 }))}`
}

function nonceOf(chain: PolkadotChain, accountId: Uint8Array): number {
  return chain.account(accountId)?.nonce ?? 0
}

/** The runtime API calls a client makes before it reads storage; anything else fails as a missing export would. */
function runtimeCall(chain: PolkadotChain, method: string, data: string): string {
  switch (method) {
    case 'Metadata_metadata':
      return OPAQUE_METADATA_HEX
    case 'Metadata_metadata_versions':
      return METADATA_VERSIONS_HEX
    case 'Metadata_metadata_at_version':
      // Option<OpaqueMetadata>: Some for v15, None for any other version.
      return data === '0x0f000000' ? METADATA_AT_VERSION_15_HEX : '0x00'
    case 'AccountNonceApi_account_nonce': {
      if (data.length !== 66) throw invalidParams('AccountNonceApi_account_nonce takes a 32-byte account id')
      return `0x${bytesToHex(uintLe(nonceOf(chain, hexToBytes(data.slice(2))), 4))}`
    }
    default:
      throw runtimeCallFailed(method)
  }
}

function blockHash(chain: PolkadotChain, value: unknown): string | null {
  if (value === undefined || value === null) return chain.best.hash
  return chain.blockAt(blockNumberParam(value))?.hash ?? null
}

const properties = {
  ss58Format: POLKADOT_DEVNET_SS58_PREFIX,
  tokenDecimals: POLKADOT_DEVNET_DECIMALS,
  tokenSymbol: POLKADOT_DEVNET_SYMBOL,
}

const getHeader: Handler = (params, chain) => {
  const hash = optionalHashParam(params, 0)
  const block = hash === undefined ? chain.best : chain.blockByHash(hash)
  return block ? headerJson(block.header) : null
}

const getRuntimeVersion: Handler = (params, chain) => {
  blockAt(chain, optionalHashParam(params, 0))
  return RUNTIME_VERSION
}

const getStorage: Handler = (params, chain) =>
  storageValue(blockAt(chain, optionalHashParam(params, 1)), hexParam(params, 0, 'key'))

/** The HTTP-answerable methods (subscriptions live in subscriptions.ts, over WebSocket only). */
export const POLKADOT_RPC_METHODS: Readonly<Record<string, Handler>> = {
  system_chain: () => POLKADOT_DEVNET_CHAIN_NAME,
  system_name: () => 'foyer-polkadot-devnet',
  system_version: () => '0.1.0',
  system_chainType: () => 'Development',
  system_properties: () => properties,
  system_health: () => ({ peers: 0, isSyncing: false, shouldHavePeers: false }),
  system_accountNextIndex: (params, chain) => {
    const address = stringParam(params, 0, 'account')
    let accountId: Uint8Array
    try {
      accountId = decodeSs58(address).accountId
    } catch (error) {
      throw invalidParams((error as Error).message)
    }
    return nonceOf(chain, accountId)
  },
  chain_getBlockHash: (params, chain) => {
    const value = params[0]
    return Array.isArray(value) ? value.map((item) => blockHash(chain, item)) : blockHash(chain, value)
  },
  chain_getHeader: getHeader,
  chain_getBlock: (params, chain) => {
    const hash = optionalHashParam(params, 0)
    const block = hash === undefined ? chain.best : chain.blockByHash(hash)
    return block
      ? { block: { header: headerJson(block.header), extrinsics: block.extrinsics }, justifications: null }
      : null
  },
  // Instant finality: the best block is final.
  chain_getFinalizedHead: (_params, chain) => chain.best.hash,
  chain_getFinalisedHead: (_params, chain) => chain.best.hash,
  state_getRuntimeVersion: getRuntimeVersion,
  chain_getRuntimeVersion: getRuntimeVersion,
  state_getMetadata: (params, chain) => {
    blockAt(chain, optionalHashParam(params, 0))
    return METADATA_HEX
  },
  state_call: (params, chain) => {
    blockAt(chain, optionalHashParam(params, 2))
    return runtimeCall(chain, stringParam(params, 0, 'method'), hexParam(params, 1, 'data'))
  },
  state_getStorage: getStorage,
  state_getStorageAt: getStorage,
  state_getStorageHash: (params, chain) =>
    storageHash(blockAt(chain, optionalHashParam(params, 1)), hexParam(params, 0, 'key')),
  state_getStorageSize: (params, chain) => {
    const value = storageValue(blockAt(chain, optionalHashParam(params, 1)), hexParam(params, 0, 'key'))
    return value === null ? null : (value.length - 2) / 2
  },
  state_queryStorageAt: (params, chain) => {
    const keys = params[0]
    if (!Array.isArray(keys)) throw invalidParams('keys must be an array of hex storage keys')
    const block = blockAt(chain, optionalHashParam(params, 1))
    const changes = keys.map((_key, index) => {
      const key = hexParam(keys, index, 'key')
      return [key, storageValue(block, key)]
    })
    return [{ block: block.hash, changes }]
  },
  state_getKeysPaged: (params, chain) => {
    const prefix = params[0] === null || params[0] === undefined ? '0x' : hexParam(params, 0, 'prefix')
    const count = params[1]
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0 || count > 1000) {
      throw invalidParams('count must be a number from 0 to 1000')
    }
    const startKey = params[2] === null || params[2] === undefined ? undefined : hexParam(params, 2, 'startKey')
    const block = blockAt(chain, optionalHashParam(params, 3))
    return [...block.storage.keys()]
      .filter((key) => key.startsWith(prefix) && (startKey === undefined || key > startKey))
      .sort()
      .slice(0, count)
  },
  author_submitExtrinsic: (params, chain) => {
    const hash = submitExtrinsic(chain, hexParam(params, 0, 'extrinsic'))
    chain.produceBlock()
    return hash
  },
  // Transfers land in a block at once, so nothing ever waits in the pool.
  author_pendingExtrinsics: () => [],
  dev_setStorage: devSetStorage,
  dev_newBlock: devNewBlock,
}
