// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import type { WcWalletState } from '../wcWalletTypes.ts'
import { renderWcWalletShell, renderWcWalletState } from './renderWcWallet.ts'

const SOLANA = 'solana:8Hr5WbESnKhtPTCX2GP5GbJgMMM495Ru'
const SOLANA_ADDRESS = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const actions = () => ({ pair: vi.fn(), setMode: vi.fn(), decide: vi.fn(), disconnect: vi.fn() })

const state = (overrides: Partial<WcWalletState> = {}): WcWalletState => ({
  mode: 'ask',
  address: EVM_ADDRESS,
  solanaAddresses: [SOLANA_ADDRESS],
  proposals: [],
  requests: [],
  sessions: [],
  ...overrides,
})

describe('the WalletConnect test wallet page', () => {
  it('shows a pending Solana request with Approve and Reject in ask mode, as an EVM one', () => {
    const root = document.createElement('div')
    const page = actions()
    renderWcWalletState(
      root,
      state({
        requests: [
          { id: 7, topic: 't', method: 'solana_signMessage', params: {}, chainId: SOLANA, at: 0, outcome: 'pending' },
        ],
      }),
      page,
    )
    const request = root.querySelector('ul[aria-label="Requests"] li')
    expect(request?.textContent).toContain(`solana_signMessage on ${SOLANA}: pending`)
    ;[...(request?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Reject')?.click()
    expect(page.decide).toHaveBeenCalledWith(7, 'reject')
  })

  it('names the namespaces each session holds accounts on', () => {
    const root = document.createElement('div')
    renderWcWalletState(
      root,
      state({
        sessions: [
          {
            topic: 't',
            dappName: 'Foyer Demo',
            dappUrl: 'http://127.0.0.1:4173',
            accounts: [`eip155:31337:${EVM_ADDRESS}`, `${SOLANA}:${SOLANA_ADDRESS}`],
          },
        ],
      }),
      actions(),
    )
    expect(root.querySelector('ul[aria-label="Sessions"] li')?.textContent).toBe(
      'Foyer Demo — http://127.0.0.1:4173 (eip155, solana)',
    )
  })

  it('shows the EVM and the Solana account it signs with', () => {
    const root = document.createElement('div')
    renderWcWalletShell(root, [EVM_ADDRESS, SOLANA_ADDRESS], 'ask', actions())
    expect(root.textContent).toContain(`Accounts ${EVM_ADDRESS}, ${SOLANA_ADDRESS}`)
  })
})
