// @vitest-environment jsdom
import type { ChainAdapter } from '@foyer/core'
import { FoyerError } from '@foyer/core'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryWallet } from '../../test/memoryWallet.ts'
import { mainnet } from '../../test/networks.ts'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'

afterEach(cleanup)

const TOKEN = '0x9446cf6e2F85AF2265461701164E0a8935ee77cB'
const NOT_A_TOKEN = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

/** Send open for a memory wallet whose chain reads TOKEN as an ERC-20 (the adapter's multicall stands behind it). */
async function openSend() {
  const wallet = createMemoryWallet()
  const adapter: ChainAdapter = {
    ...wallet.adapter,
    readToken: async ({ address }) => {
      if (address !== TOKEN) throw new FoyerError('NOT_A_TOKEN')
      return { name: 'Claim Your Reward', symbol: 'CLAIM', decimals: 18, balance: 3n * 10n ** 18n }
    },
  }
  const client = createTestClient({ adapters: [adapter], networks: [mainnet] })
  renderWithFoyer(null, client)
  await act(() => client.connect(wallet.connector.id))
  await waitFor(() => expect(client.stores.accounts.getState().eip155?.balance).toBeDefined())
  act(() => client.open({ view: 'WalletSend' }))
  await screen.findByRole('dialog', { name: 'Send' })
  await screen.findByLabelText('Or paste a contract address')
  return { client }
}

const pasteField = () => screen.getByLabelText('Or paste a contract address')

describe('a token pasted into Send by its address', () => {
  it('is read as soon as a whole address is there, shown by name and chosen in the token list', async () => {
    await openSend()
    fireEvent.change(pasteField(), { target: { value: TOKEN } })
    expect((await screen.findByTestId('foyer-send-pasted-token')).textContent).toBe('Claim Your Reward · CLAIM')
    const select = screen.getByLabelText('Token') as HTMLSelectElement
    expect(select.selectedOptions[0]?.textContent).toBe('CLAIM · 3.000')
    expect(screen.getByText('Available: 3.000 CLAIM')).toBeDefined()
  })

  it('is not called invalid while half typed, only when the visitor leaves the field', async () => {
    const { client } = await openSend()
    fireEvent.change(pasteField(), { target: { value: '0x9446' } })
    expect(client.stores.send.getState().error).toBeUndefined()
    fireEvent.blur(pasteField())
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid address')
  })

  it("says 'This address is not a token contract' for an address that is no token", async () => {
    const { client } = await openSend()
    fireEvent.change(pasteField(), { target: { value: NOT_A_TOKEN } })
    expect((await screen.findByRole('alert')).textContent).toBe('This address is not a token contract')
    await waitFor(() => expect(client.stores.send.getState().loading).toBe(false))
    expect(screen.queryByTestId('foyer-send-pasted-token')).toBeNull()
  })
})
