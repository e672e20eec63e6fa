// @vitest-environment jsdom

import { defineNetwork } from '@foyer/core'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryWallet, MEMORY_CHAINS } from '../../test/memoryWallet.ts'
import { mainnet } from '../../test/networks.ts'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'

afterEach(cleanup)

const RECEIVER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const BITCOIN_LIKE = defineNetwork(
  {
    id: '0f9188f13cb7b2c71f2a335e3a4fc328',
    name: 'Regtest',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  },
  'bip122',
)
const withExplorer = { ...mainnet, blockExplorers: { default: { name: 'Scan', url: 'https://scan.example' } } }

async function openSend(walletOptions: Parameters<typeof createMemoryWallet>[0] = {}) {
  const wallet = createMemoryWallet(walletOptions)
  const client = createTestClient({ adapters: [wallet.adapter], networks: [withExplorer] })
  renderWithFoyer(null, client)
  await act(() => client.connect(wallet.connector.id))
  await waitFor(() => expect(client.stores.accounts.getState().eip155?.balance).toBeDefined())
  act(() => client.open({ view: 'WalletSend' }))
  await screen.findByRole('dialog', { name: 'Send' })
  await screen.findByLabelText('Amount')
  return { client, wallet }
}

const preview = () => fireEvent.click(screen.getByRole('button', { name: 'Preview Send' }))
const alertText = async () => (await screen.findByRole('alert')).textContent

describe('Send', () => {
  it('says what is missing in the SPEC §5 texts: amount and receiver first, then the token', async () => {
    await openSend()
    preview()
    expect(await alertText()).toBe('An amount and receiver address are required')

    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.5' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: RECEIVER } })
    preview()
    await waitFor(async () => expect(await alertText()).toBe('A token is required'))
  })

  it('previews with the fee, then confirms and shows the hash linked to the block explorer', async () => {
    const { client, wallet } = await openSend()
    fireEvent.change(screen.getByLabelText('Token'), { target: { value: 'native' } })
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.5' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: RECEIVER } })
    preview()

    await screen.findByRole('dialog', { name: 'Review send' })
    await screen.findByTestId('foyer-send-amount')
    expect(screen.getByTestId('foyer-send-amount').textContent).toBe('0.5 ETH')
    expect(screen.getByTestId('foyer-send-fee').textContent).toMatch(/ETH$/)
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))

    expect(await screen.findByText('Transaction sent')).toBeDefined()
    const hash = `0x${'1'.padStart(64, '0')}`
    expect(screen.getByTestId('foyer-sent-hash').getAttribute('title')).toBe(hash)
    const link = screen.getByRole('link', { name: 'View on explorer' })
    expect(link.getAttribute('href')).toBe(`https://scan.example/tx/${hash}`)
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(wallet.state.sent).toHaveLength(1)
    expect(client.stores.send.getState().hash).toBe(hash)
  })

  it("through a wallet that queues transactions (a Safe), says the transfer waits in that wallet's queue", async () => {
    const { client, wallet } = await openSend({ queuesTransactions: true, connector: { name: 'Safe' } })
    fireEvent.change(screen.getByLabelText('Token'), { target: { value: 'native' } })
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.5' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: RECEIVER } })
    preview()
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }))

    await screen.findByText('Transaction proposed to the Safe queue')
    expect(screen.getByRole('status').textContent).toBe('Transaction proposed to the Safe queue')
    expect(screen.getByText('It is not sent yet: it runs once enough Safe owners have signed it there.')).toBeDefined()
    expect(screen.getByText('Safe transaction hash')).toBeDefined()
    expect(screen.getByTestId('foyer-sent-hash').getAttribute('title')).toBe(client.stores.send.getState().hash)
    // A queue's id has no page on the block explorer.
    expect(screen.queryByRole('link', { name: 'View on explorer' })).toBeNull()
    expect(screen.queryByText('Transaction sent')).toBeNull()
    expect(wallet.state.waitTimeouts).toEqual([])
  })

  it('returns to a filled form with the rejection when the wallet refuses', async () => {
    const { client, wallet } = await openSend()
    fireEvent.change(screen.getByLabelText('Token'), { target: { value: 'native' } })
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.25' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: RECEIVER } })
    preview()
    await screen.findByRole('button', { name: 'Confirm' })

    wallet.state.nextAnswer = 'reject'
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await screen.findByRole('dialog', { name: 'Send' })
    await screen.findByLabelText('Amount')
    expect(await alertText()).toBe('User rejected the request')
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('0.25')
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe(RECEIVER)
    expect(client.stores.router.getState().view).toBe('WalletSend')
    expect(wallet.state.sent).toHaveLength(0)
  })
})

describe('Send on a chain that cannot send', () => {
  it("says 'Unsupported chain', names the dapp's chains that can send, and leads to the networks", async () => {
    const evm = createMemoryWallet()
    const bitcoinLike = createMemoryWallet({
      namespace: 'bip122',
      address: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
      chainId: BITCOIN_LIKE.id,
      connector: { id: 'bitcoin-wallet', name: 'Bitcoin Wallet' },
      chain: { ...MEMORY_CHAINS.eip155!, label: 'Bitcoin', addressPrefix: undefined, isAddress: () => true },
    })
    // A chain whose adapter has no send (SPEC §5: only EVM and Solana): the three capabilities left out.
    const { sendTransfer: _send, estimateTransferFee: _fee, waitForTransaction: _wait, ...noSend } = bitcoinLike.adapter
    const client = createTestClient({ adapters: [evm.adapter, noSend], networks: [mainnet, BITCOIN_LIKE] })
    renderWithFoyer(null, client)
    await act(() => client.switchNetwork(BITCOIN_LIKE.caipNetworkId))
    await act(() => client.connect('bitcoin-wallet', { namespace: 'bip122' }))
    act(() => client.open({ view: 'WalletSend' }))

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Unsupported chainSending works on Ethereum networks. Switch to one to send.',
    )
    expect(screen.queryByLabelText('Amount')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Switch Network' }))
    expect(client.stores.router.getState().view).toBe('Networks')
  })
})
