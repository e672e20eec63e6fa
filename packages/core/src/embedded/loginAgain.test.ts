import { describe, expect, it } from 'vitest'
import { embeddedClient } from './embeddedClient.testing.ts'

const EMAIL = 'ada@example.com'

// SPEC §4 switching connections: a disconnected embedded connection re-runs the login it was made with.
describe('connecting a disconnected embedded wallet again', () => {
  async function emailWalletDisconnected() {
    const setup = embeddedClient()
    const { client, double, embeddedWallet } = setup
    await client.embedded?.connectEmail(EMAIL)
    await client.embedded?.verifyOtp(double.codeFor(EMAIL) ?? '')
    await client.disconnect()
    return { ...setup, connectorId: embeddedWallet.connectorId }
  }

  it('remembers that the connection was made with email, and not the address', async () => {
    const { client, connectorId } = await emailWalletDisconnected()
    const kept = client.stores.connections.getState().connections.find((c) => c.connectorId === connectorId)
    expect(kept?.login).toBe('email')
    expect(JSON.stringify(kept)).not.toContain(EMAIL)
  })

  it("starts the email login over at Connect's email field", async () => {
    const { client, connectorId } = await emailWalletDisconnected()
    await client.switchConnection(connectorId)
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toBe('Connect')
  })
})
