import { createEmbeddedWallet } from '@foyer/core/embedded-wallet'
import { describe, expect, it } from 'vitest'
// Core's own stand-in for the secure frame, behind core's real frame client and a real MessageChannel: it checks
// every message against the protocol's schemas. Tests may reach into another package's testing files.
import { createFrameDouble, DOUBLE_ACCOUNTS } from '../../../core/src/embedded/frameDouble.testing.ts'
import { encodeBase58 } from '../base58.ts'
import { buildSolanaAdapter } from '../buildSolanaAdapter.ts'
import { solanaTestNetwork } from '../solanaTestNetwork.testing.ts'

const SECURE_SITE = 'http://127.0.0.1:4180'
const network = solanaTestNetwork('http://127.0.0.1:8899/', 'solana:8Hr5WbESnKhtPTCX2GP5GbJgMMM495Ru')

/** A reload of the dapp: the frame still holds the visitor's session; the adapter restores it through core. */
async function restored() {
  const double = createFrameDouble({ origin: SECURE_SITE, signedInAs: 'ada@example.com' })
  const embeddedWallet = createEmbeddedWallet({ secureSiteUrl: SECURE_SITE, mount: double.mount })
  embeddedWallet.configure({ projectId: 'foyer-demo', chainId: 31337, sdkType: 'foyer-react', sdkVersion: '0.1.0' })
  const solana = buildSolanaAdapter({ embeddedWallet })
  const result = await solana.reconnect({ connectorId: embeddedWallet.connectorId, network })
  return { double, solana, result }
}

describe('the Solana adapter over core’s embedded wallet and its frame protocol', () => {
  it('restores the frame’s signed-in visitor’s Solana account after a reload', async () => {
    const { result } = await restored()
    expect(result).toEqual({
      accounts: [{ namespace: 'solana', address: DOUBLE_ACCOUNTS.solana, type: 'eoa' }],
      chainId: network.id,
    })
  })

  it('sends solana_signMessage in WalletConnect’s shape as an RPC request the frame holds for approval', async () => {
    const { double, solana } = await restored()
    const signature = solana.signMessage({ message: 'gm', address: DOUBLE_ACCOUNTS.solana })
    await expect.poll(() => double.state.held.length).toBe(1)
    double.reject()
    await signature.catch(() => undefined)
    expect(double.received('RPC_REQUEST').map((event) => event.payload)).toEqual([
      {
        method: 'solana_signMessage',
        params: { message: encodeBase58(new TextEncoder().encode('gm')), pubkey: DOUBLE_ACCOUNTS.solana },
        chainId: network.id,
        chainNamespace: 'solana',
        rpcUrl: 'http://127.0.0.1:8899/',
      },
    ])
  })

  it('reports the visitor’s no on the frame’s approval screen as User rejected the request', async () => {
    const { double, solana } = await restored()
    const signature = solana.signMessage({ message: 'gm', address: DOUBLE_ACCOUNTS.solana })
    await expect.poll(() => double.state.held.length).toBe(1)
    double.reject()
    await expect(signature).rejects.toMatchObject({ name: 'UserRejectedError', message: 'User rejected the request' })
  })

  it('signs the frame out with SIGN_OUT on disconnect', async () => {
    const { double, solana } = await restored()
    await solana.disconnect()
    expect(double.state.signedIn).toBe(false)
  })
})
