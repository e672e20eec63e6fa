import type { AddressInfo } from 'node:net'
import { BitcoinChain } from './bitcoinChain.ts'
import { fundAccounts, minerScript } from './fundAccounts.ts'
import { BITCOIN_REGTEST_CAIP_NETWORK_ID, BITCOIN_REGTEST_GENESIS_HASH } from './network.ts'
import { addressScript } from './outputScript.ts'
import { createEsploraServer } from './server.ts'

export interface StartBitcoinDevnetOptions {
  /** 0 or absent: any free port. */
  port?: number
  host?: string
  /** What /fee-estimates and /v1/fees/recommended answer, sat/vB (default 2). */
  feeRate?: number
  /** Core's -minrelaytxfee, sat/vB (default 1). */
  minRelayFeeRate?: number
}

export interface BitcoinDevnet {
  /** Esplora base URL, no trailing slash (`${url}/address/${a}/utxo`, `POST ${url}/tx`). */
  url: string
  caipNetworkId: typeof BITCOIN_REGTEST_CAIP_NETWORK_ID
  genesisHash: typeof BITCOIN_REGTEST_GENESIS_HASH
  /** Mines blocks (to the devnet's miner unless an address is given), confirming the mempool. */
  mine(blocks: number, address?: string): Promise<void>
  stop(): Promise<void>
  /** The chain itself, for tests that look under the HTTP API. */
  chain: BitcoinChain
}

/**
 * Starts the in-process regtest chain with the ten devnet accounts funded (block 102), and its Esplora API on
 * loopback.
 */
export async function startBitcoinDevnet(options: StartBitcoinDevnetOptions = {}): Promise<BitcoinDevnet> {
  const chain = new BitcoinChain({ minRelayFeeRate: options.minRelayFeeRate })
  fundAccounts(chain)
  const host = options.host ?? '127.0.0.1'
  const server = createEsploraServer({ chain, feeRate: options.feeRate ?? 2, defaultPayoutScript: minerScript() })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host}:${port}`,
    caipNetworkId: BITCOIN_REGTEST_CAIP_NETWORK_ID,
    genesisHash: BITCOIN_REGTEST_GENESIS_HASH,
    chain,
    async mine(blocks, address) {
      const script = address === undefined ? minerScript() : addressScript(address)
      if (script === undefined) throw new Error(`Not a regtest address: ${address}`)
      chain.mine(blocks, script)
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
