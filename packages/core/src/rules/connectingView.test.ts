import { describe, expect, it } from 'vitest'
import { connectingView } from './connectingView.ts'

describe('connectingView (SPEC §2)', () => {
  it('shows the plain WalletConnect view when no wallet was chosen', () => {
    expect(connectingView({ type: 'WALLET_CONNECT' }, false)).toBe('ConnectingWalletConnectBasic')
  })

  it('shows the chosen wallet’s WalletConnect view when one was picked from the registry', () => {
    expect(connectingView({ type: 'WALLET_CONNECT' }, true)).toBe('ConnectingWalletConnect')
  })

  it('waits on ConnectingExternal for wallets that prompt by themselves', () => {
    expect(connectingView({ type: 'ANNOUNCED' }, false)).toBe('ConnectingExternal')
    expect(connectingView({ type: 'INJECTED' }, true)).toBe('ConnectingExternal')
  })
})
