import { type PolkadotDevnet, startPolkadotDevnet } from '@foyer/devnet/polkadot'
import { POLKADOT_DEVNET_ACCOUNTS } from '@foyer/devnet/polkadot/accounts'
import { ApiPromise, HttpProvider, WsProvider } from '@polkadot/api'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../walletStorage.ts'
import { injectPolkadotDevWallet } from './injectPolkadotDevWallet.ts'

// A dapp on @polkadot/api sending DOT through the Dev Wallet's signer.signPayload, found by extension-dapp, to
// the devnet, which checks the signature against the payload it rebuilds itself.
vi.stubGlobal('window', {})
vi.stubGlobal('document', { readyState: 'complete' })

let devnet: PolkadotDevnet
let api: ApiPromise
let dapp: typeof import('@polkadot/extension-dapp')

beforeAll(async () => {
  devnet = await startPolkadotDevnet({ port: 0, blockIntervalMs: 0 })
  api = await ApiPromise.create({ provider: new WsProvider(devnet.wsUrl), noInitWarn: true })
  injectPolkadotDevWallet({ storage: createMemoryStorage() })
  dapp = await import('@polkadot/extension-dapp')
  await dapp.web3Enable('Foyer test')
})
afterAll(async () => {
  await api?.disconnect()
  await devnet?.stop()
})

const freeOf = async (address: string) => {
  const provider = new HttpProvider(devnet.rpcUrl)
  const reader = await ApiPromise.create({ provider, noInitWarn: true })
  try {
    return (
      (await reader.query.system!.account!(address)) as unknown as { data: { free: { toBigInt(): bigint } } }
    ).data.free.toBigInt()
  } finally {
    await reader.disconnect()
  }
}

async function send(fromIndex: number, to: string, amount: bigint): Promise<void> {
  const from = POLKADOT_DEVNET_ACCOUNTS[fromIndex]!
  const { signer } = await dapp.web3FromAddress(from.address)
  await new Promise<void>((resolve, reject) => {
    api.tx.balances!.transferKeepAlive!(to, amount)
      .signAndSend(from.address, { signer }, ({ status }) => {
        if (status.isFinalized) resolve()
      })
      .catch(reject)
  })
}

describe('sending DOT with the Polkadot Dev Wallet’s signPayload', () => {
  it('sends from the sr25519, ed25519 and ecdsa accounts so each transfer lands on the devnet', async () => {
    const to = POLKADOT_DEVNET_ACCOUNTS[4]!.address
    const before = await freeOf(to)
    for (const index of [0, 5, 6]) await send(index, to, 3_000_000_000n)
    expect(await freeOf(to)).toBe(before + 9_000_000_000n)
  })
})
