// @vitest-environment jsdom
import {
  type ChainAdapter,
  type ConnectParams,
  type ConnectResult,
  createMemoryStorage,
  UserRejectedError,
} from '@foyer/core'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestClient, renderWithFoyer } from '../../test/renderWithFoyer.tsx'
import { createScriptedWallet, WALLET_ADDRESS } from '../../test/scriptedWallet.ts'

afterEach(cleanup)

/** The scripted wallet, plus WalletConnect: each connect shows URIs the test hands out, then waits for its answer. */
function walletConnectAdapter() {
  const { adapter } = createScriptedWallet([
    { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
  ])
  let pending: { params: ConnectParams; resolve(result: ConnectResult): void; reject(error: unknown): void } | undefined
  const wcAdapter: ChainAdapter = {
    ...adapter,
    connect: (params) =>
      new Promise<ConnectResult>((resolve, reject) => {
        pending = { params, resolve, reject }
      }),
  }
  return {
    adapter: wcAdapter,
    showUri: (uri: string) => act(() => pending?.params.onDisplayUri?.(uri)),
    approve: () =>
      act(() =>
        pending?.resolve({ accounts: [{ namespace: 'eip155', address: WALLET_ADDRESS, type: 'eoa' }], chainId: 1 }),
      ),
    reject: () => act(() => pending?.reject(new UserRejectedError())),
    signal: () => pending?.params.signal,
  }
}

const qr = () => screen.findByRole('img', { name: 'WalletConnect pairing QR code' })

describe('ConnectingWalletConnect', () => {
  it('shows the pairing URI as a QR code, redrawn when the pairing is renewed, and closes once approved', async () => {
    const wallet = walletConnectAdapter()
    const client = createTestClient({ adapters: [wallet.adapter], storage: createMemoryStorage() })
    renderWithFoyer(null, client)
    act(() => client.open())
    fireEvent.click(await screen.findByRole('button', { name: /WalletConnect/ }))

    expect(await screen.findByRole('dialog', { name: 'WalletConnect' })).toBeDefined()
    expect(await screen.findByText('Preparing a pairing code…')).toBeDefined()
    wallet.showUri('wc:first@2?relay-protocol=irn&symKey=aa')
    expect((await qr()).getAttribute('data-qr-value')).toBe('wc:first@2?relay-protocol=irn&symKey=aa')
    expect(screen.getByRole('status').textContent).toBe('Waiting for your wallet…')
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeDefined()

    wallet.showUri('wc:second@2?relay-protocol=irn&symKey=bb')
    await expect
      .poll(async () => (await qr()).getAttribute('data-qr-value'))
      .toBe('wc:second@2?relay-protocol=irn&symKey=bb')

    wallet.approve()
    await expect.poll(() => client.stores.modal.getState().open).toBe(false)
    expect(client.stores.accounts.getState().eip155?.address).toBe(WALLET_ADDRESS)
    expect(client.stores.connectors.getState().recentWalletIds).toEqual(['walletConnect'])
  })

  it('says why the wallet refused and pairs again on Try again', async () => {
    const wallet = walletConnectAdapter()
    const client = createTestClient({ adapters: [wallet.adapter], storage: createMemoryStorage() })
    renderWithFoyer(null, client)
    act(() => client.open())
    fireEvent.click(await screen.findByRole('button', { name: /WalletConnect/ }))
    wallet.showUri('wc:one@2?symKey=aa')
    wallet.reject()
    expect(await screen.findByText('User rejected the request')).toBeDefined()

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    wallet.showUri('wc:two@2?symKey=bb')
    expect((await qr()).getAttribute('data-qr-value')).toBe('wc:two@2?symKey=bb')
  })

  it('stops the pairing when the visitor closes the modal', async () => {
    const wallet = walletConnectAdapter()
    const client = createTestClient({ adapters: [wallet.adapter], storage: createMemoryStorage() })
    renderWithFoyer(null, client)
    act(() => client.open())
    fireEvent.click(await screen.findByRole('button', { name: /WalletConnect/ }))
    await screen.findByRole('dialog', { name: 'WalletConnect' })
    act(() => client.close())
    expect(wallet.signal()?.aborted).toBe(true)
  })

  it('titles the view with a wallet chosen from the registry and offers its deep link on a phone', async () => {
    const userAgent = Object.getOwnPropertyDescriptor(window.navigator, 'userAgent')
    Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone) Mobile', configurable: true })
    try {
      const wallet = walletConnectAdapter()
      const client = createTestClient({ adapters: [wallet.adapter], storage: createMemoryStorage() })
      renderWithFoyer(null, client)
      await act(async () => {
        void client.connectWalletConnect({ id: 'example', name: 'Example Wallet', mobileLink: 'examplewallet://' })
      })
      expect(await screen.findByRole('dialog', { name: 'Example Wallet' })).toBeDefined()
      wallet.showUri('wc:abc@2?symKey=cc')
      const link = await screen.findByRole('link', { name: 'Open Example Wallet' })
      expect(link.getAttribute('href')).toBe(`examplewallet://wc?uri=${encodeURIComponent('wc:abc@2?symKey=cc')}`)
    } finally {
      if (userAgent) Object.defineProperty(window.navigator, 'userAgent', userAgent)
      else Reflect.deleteProperty(window.navigator, 'userAgent')
    }
  })
})
