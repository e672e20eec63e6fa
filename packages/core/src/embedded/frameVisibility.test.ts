import { describe, expect, it, vi } from 'vitest'
import { embeddedClient } from './embeddedClient.testing.ts'
import { DOUBLE_ACCOUNTS } from './frameDouble.testing.ts'

const EMAIL = 'ada@example.com'

async function loggedIn() {
  const setup = embeddedClient()
  await setup.client.embedded?.connectEmail(EMAIL)
  await setup.client.embedded?.verifyOtp(setup.double.codeFor(EMAIL) ?? '')
  return setup
}

const personalSign = {
  method: 'personal_sign',
  params: ['0x68656c6c6f', DOUBLE_ACCOUNTS.eip155],
  chainNamespace: 'eip155' as const,
  chainId: 1,
}

describe('the frame on screen (ApproveTransaction)', () => {
  it('opens the modal at ApproveTransaction for an approval and closes it once the visitor approved', async () => {
    const { client, double, embeddedWallet } = await loggedIn()
    const signing = embeddedWallet.request(personalSign)
    await vi.waitFor(() => expect(client.stores.router.getState().view).toBe('ApproveTransaction'))
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.embedded.getState().visible).toBe('approve')
    await vi.waitFor(() => expect(double.state.held).toHaveLength(1))
    double.approve()
    await expect(signing).resolves.toMatch(/^0x/)
    expect(client.stores.embedded.getState().visible).toBeUndefined()
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('keeps the dapp usable after a rejection inside the frame: UserRejectedError, frame hidden', async () => {
    const { client, double, embeddedWallet } = await loggedIn()
    const signing = embeddedWallet.request(personalSign)
    await vi.waitFor(() => expect(double.state.held).toHaveLength(1))
    double.reject()
    await expect(signing).rejects.toMatchObject({ name: 'UserRejectedError', message: 'User rejected the request' })
    expect(client.stores.embedded.getState().visible).toBeUndefined()
    await expect(embeddedWallet.request({ ...personalSign, method: 'eth_chainId', params: [] })).resolves.toBe('0x1')
  })

  it('stops the approval when the visitor closes the modal: “Request was aborted”', async () => {
    const { client, double, embeddedWallet } = await loggedIn()
    const signing = embeddedWallet.request(personalSign)
    await vi.waitFor(() => expect(double.state.held).toHaveLength(1))
    client.close()
    await expect(signing).rejects.toMatchObject({ message: 'Request was aborted' })
    expect(client.stores.embedded.getState().visible).toBeUndefined()
    await vi.waitFor(() => expect(double.received('RPC_ABORT')).toHaveLength(1))
  })

  it('shows the frame when it asks to be seen and goes back when it hides', async () => {
    const { client, double } = await loggedIn()
    client.open()
    double.show('enter-recovery')
    await vi.waitFor(() => expect(client.stores.embedded.getState().visible).toBe('enter-recovery'))
    expect(client.stores.router.getState().history).toEqual(['Account', 'ApproveTransaction'])
    double.hide()
    await vi.waitFor(() => expect(client.stores.router.getState().view).toBe('Account'))
    expect(client.stores.embedded.getState().visible).toBeUndefined()
  })
})
