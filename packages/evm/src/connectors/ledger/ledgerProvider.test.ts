import type { Network } from '@foyer/core'
import { type Devnet, startDevnet } from '@foyer/devnet'
import Eth from '@ledgerhq/hw-app-eth'
import { openTransportReplayer, RecordStore } from '@ledgerhq/hw-transport-mocker'
import {
  createPublicClient,
  type Hex,
  http,
  parseTransaction,
  recoverTransactionAddress,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LedgerDerivation } from './derivationPath.ts'
import { createLedgerProvider } from './ledgerProvider.ts'
import {
  BIP44_ACCOUNT_5,
  BIP44_PARENT,
  bip44ParentAnswered,
  EIP1559_TX_CHAIN_4,
  EIP1559_TX_CHAIN_4_REFUSED,
  LEGACY_ACCOUNT_0,
  LEGACY_PARENT,
  LEGACY_TX_CHAIN_4,
  MAIL_TYPED_DATA,
  PERSONAL_SIGN_BIP44_2,
  TX_TO,
  TX_VALUE,
  TYPED_DATA_REFUSED,
  TYPED_DATA_SIGNED,
} from './ledgerRecordings.testing.ts'

// Every exchange with the device below is replayed from a recording of a real Ledger (ledgerRecordings.testing.ts
// says whose); the replayer fails the test on any byte Foyer sends that the device was not sent.

const network = (id: number, rpcUrl: string): Network => ({
  id,
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
})

async function replayed(
  recording: string,
  {
    derivation = 'legacy',
    index = 0,
    on = network(4, 'http://127.0.0.1:9'),
  }: {
    derivation?: LedgerDerivation
    index?: number
    on?: Network
  } = {},
) {
  const store = RecordStore.fromString(recording)
  const transport = await openTransportReplayer(store)
  const provider = createLedgerProvider({
    app: new Eth(transport),
    derivation,
    index,
    network: on,
    fetch: (input, init) => globalThis.fetch(input, init),
    clearSigning: true,
  })
  return { provider, store }
}

describe('accounts', () => {
  it("reads the legacy scheme's account 0 from the device's public key at 44'/60'/0'", async () => {
    const { provider, store } = await replayed(LEGACY_PARENT)
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([LEGACY_ACCOUNT_0])
    // Asked once: eth_accounts answers from what the device said.
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([LEGACY_ACCOUNT_0])
    store.ensureQueueEmpty()
  })

  it("reads the BIP-44 account the dapp configured from the parent key at 44'/60'/0'/0", async () => {
    const { provider } = await replayed(BIP44_PARENT, { derivation: 'bip44', index: 5 })
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([BIP44_ACCOUNT_5])
  })

  it.each([
    ['5515', 'Your Ledger is locked. Unlock it with your PIN and try again', 'LEDGER_LOCKED'],
    ['6b0c', 'Your Ledger is locked. Unlock it with your PIN and try again', 'LEDGER_LOCKED'],
    ['6e00', 'Open the Ethereum app on your Ledger and try again', 'LEDGER_APP_NOT_OPEN'],
    ['6d00', 'Open the Ethereum app on your Ledger and try again', 'LEDGER_APP_NOT_OPEN'],
    ['6511', 'Open the Ethereum app on your Ledger and try again', 'LEDGER_APP_NOT_OPEN'],
  ])('says what to do when the device answers %s', async (statusWord, message, code) => {
    const { provider } = await replayed(bip44ParentAnswered(statusWord), { derivation: 'bip44' })
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code, message })
  })

  it('asks the device again after a failed read, so unlocking and retrying works', async () => {
    const { provider } = await replayed(`${bip44ParentAnswered('5515')}${BIP44_PARENT}`, {
      derivation: 'bip44',
      index: 5,
    })
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 'LEDGER_LOCKED' })
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([BIP44_ACCOUNT_5])
  })
})

describe('personal_sign', () => {
  it("signs on the device at the account's path, and the signature verifies to that account", async () => {
    const { provider, store } = await replayed(`${BIP44_PARENT}${PERSONAL_SIGN_BIP44_2}`, {
      derivation: 'bip44',
      index: 2,
    })
    const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as Hex[]
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [toHex('hello, Frame!'), address],
    })) as Hex
    expect(await verifyMessage({ address: address as Hex, message: 'hello, Frame!', signature })).toBe(true)
    store.ensureQueueEmpty()
  })

  it('refuses to sign for an address that is not the Ledger account, without asking the device', async () => {
    const { provider, store } = await replayed(LEGACY_PARENT)
    await expect(
      provider.request({
        method: 'personal_sign',
        params: [toHex('hi'), '0x0000000000000000000000000000000000000001'],
      }),
    ).rejects.toMatchObject({ code: 4100 })
    store.ensureQueueEmpty()
  })
})

describe('eth_signTypedData_v4', () => {
  it('signs the hashed domain and message on the device; the signature verifies to the account', async () => {
    const { provider, store } = await replayed(`${LEGACY_PARENT}${TYPED_DATA_SIGNED}`)
    const signature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [LEGACY_ACCOUNT_0, JSON.stringify(MAIL_TYPED_DATA)],
    })) as Hex
    const { EIP712Domain: _, ...types } = MAIL_TYPED_DATA.types
    expect(await verifyTypedData({ ...MAIL_TYPED_DATA, types, address: LEGACY_ACCOUNT_0, signature })).toBe(true)
    store.ensureQueueEmpty()
  })

  it("fails with 'User rejected the request' when the visitor refuses on the device (0x6985)", async () => {
    const { provider } = await replayed(`${LEGACY_PARENT}${TYPED_DATA_REFUSED}`)
    await expect(
      provider.request({ method: 'eth_signTypedData_v4', params: [LEGACY_ACCOUNT_0, MAIL_TYPED_DATA] }),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request' })
  })
})

describe('chains', () => {
  it('follows the dapp to a chain it added, and says chainChanged', async () => {
    const { provider } = await replayed(LEGACY_PARENT, { on: network(4, 'http://127.0.0.1:9') })
    const changes: unknown[] = []
    provider.on('chainChanged', (chainId) => changes.push(chainId))
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({
      code: 4902,
    })
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x1',
          chainName: 'One',
          rpcUrls: ['http://127.0.0.1:9'],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(changes).toEqual(['0x1'])
  })

  it('answers 4200 to the permission methods, so connecting falls back to eth_requestAccounts', async () => {
    const { provider } = await replayed(LEGACY_PARENT)
    await expect(
      provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] }),
    ).rejects.toMatchObject({ code: 4200 })
  })
})

describe('eth_sendTransaction on the devnet', () => {
  // The recorded transactions are on chain 4 from the recording device's account at nonces 5 and 6: the devnet's
  // node is set to that chain id, funds that account and starts it at nonce 5, so the node answers what the device
  // was shown and the recorded signatures are accepted on chain.
  let devnet: Devnet
  let rpcUrl: string
  const node = (method: string, params: unknown[]) =>
    fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    }).then(async (response) => ((await response.json()) as { result: unknown }).result)

  beforeAll(async () => {
    devnet = await startDevnet({ ports: [0, 0] })
    rpcUrl = devnet.chains[0]!.rpcUrl
    await node('anvil_setChainId', [4])
    await node('anvil_setBalance', [LEGACY_ACCOUNT_0, toHex(10n ** 18n)])
    await node('anvil_setNonce', [LEGACY_ACCOUNT_0, toHex(5)])
  })
  afterAll(() => devnet?.stop())

  it('builds a legacy and an EIP-1559 transaction from the node, signs them on the device and broadcasts them', async () => {
    const { provider, store } = await replayed(`${LEGACY_PARENT}${LEGACY_TX_CHAIN_4}${EIP1559_TX_CHAIN_4}`, {
      on: network(4, rpcUrl),
    })
    const [from] = (await provider.request({ method: 'eth_requestAccounts' })) as Hex[]
    const client = createPublicClient({ transport: http(rpcUrl) })

    // The dapp gives the fee; the nonce (5) and the gas (21000) come from the node.
    const legacyHash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to: TX_TO, value: TX_VALUE, gasPrice: '0x1dcd65000' }],
    })) as Hex
    const legacy = await client.waitForTransactionReceipt({ hash: legacyHash, pollingInterval: 50 })
    expect(legacy).toMatchObject({ status: 'success', from: LEGACY_ACCOUNT_0.toLowerCase(), type: 'legacy' })

    const eip1559Hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to: TX_TO, value: TX_VALUE, maxFeePerGas: '0x3b9aca0b', maxPriorityFeePerGas: '0x3b9aca00' }],
    })) as Hex
    const eip1559 = await client.waitForTransactionReceipt({ hash: eip1559Hash, pollingInterval: 50 })
    expect(eip1559).toMatchObject({ status: 'success', from: LEGACY_ACCOUNT_0.toLowerCase(), type: 'eip1559' })

    for (const hash of [legacyHash, eip1559Hash]) {
      const raw = (await node('eth_getRawTransactionByHash', [hash])) as Hex
      expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(LEGACY_ACCOUNT_0)
      expect(parseTransaction(raw).chainId).toBe(4)
    }
    store.ensureQueueEmpty()
  })

  it("fails with 'User rejected the request' when the visitor refuses the transaction on the device", async () => {
    await node('anvil_setNonce', [LEGACY_ACCOUNT_0, toHex(6)])
    const { provider } = await replayed(`${LEGACY_PARENT}${EIP1559_TX_CHAIN_4_REFUSED}`, { on: network(4, rpcUrl) })
    const [from] = (await provider.request({ method: 'eth_requestAccounts' })) as Hex[]
    await expect(
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ from, to: TX_TO, value: TX_VALUE, maxFeePerGas: '0x3b9aca0b', maxPriorityFeePerGas: '0x3b9aca00' }],
      }),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request' })
  })

  it("forwards reads to the network's node", async () => {
    const { provider } = await replayed(LEGACY_PARENT, { on: network(4, rpcUrl) })
    expect(await provider.request({ method: 'eth_getBalance', params: [TX_TO, 'latest'] })).toMatch(/^0x/)
    expect(await provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
  })
})
