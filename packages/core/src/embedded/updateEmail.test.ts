import { describe, expect, it } from 'vitest'
import { createStorage } from '../storage/storedItems.ts'
import { embeddedClient } from './embeddedClient.testing.ts'

const EMAIL = 'ada@example.com'
const NEW_EMAIL = 'ada@lovelace.example'

describe('updating the embedded wallet’s email (UpdateEmailWallet)', () => {
  it('needs a connection through the embedded wallet (SPEC §6)', async () => {
    const { client, double } = embeddedClient()
    await expect(client.embedded?.updateEmail(NEW_EMAIL)).rejects.toMatchObject({
      message: 'Not connected to email or social',
    })
    expect(double.state.urls).toEqual([])
  })

  it('takes a code sent to the current address, then one sent to the new address', async () => {
    const { client, double, storage } = embeddedClient()
    await client.embedded?.connectEmail(EMAIL)
    await client.embedded?.verifyOtp(double.codeFor(EMAIL) ?? '')
    client.open({ view: 'Account' })
    client.push('UpdateEmailWallet')

    await client.embedded?.updateEmail(NEW_EMAIL)
    expect(client.stores.embedded.getState().update).toEqual({ newEmail: NEW_EMAIL, step: 'primary' })
    await client.embedded?.verifyPrimaryOtp(double.codeFor(EMAIL) ?? '')
    expect(client.stores.embedded.getState().update?.step).toBe('secondary')
    await client.embedded?.verifySecondaryOtp(double.codeFor(NEW_EMAIL) ?? '')

    expect(client.stores.embedded.getState()).toMatchObject({ email: NEW_EMAIL, update: undefined })
    expect(createStorage(storage).email.get()).toBe(NEW_EMAIL)
    expect(client.stores.router.getState().view).toBe('Account')
  })

  it('refuses a code that is not 6 digits before asking the frame', async () => {
    const { client, double } = embeddedClient()
    await client.embedded?.connectEmail(EMAIL)
    await client.embedded?.verifyOtp(double.codeFor(EMAIL) ?? '')
    await client.embedded?.updateEmail(NEW_EMAIL)
    await expect(client.embedded?.verifyPrimaryOtp('12ab')).rejects.toMatchObject({ message: 'Enter the 6-digit code' })
    expect(double.received('UPDATE_EMAIL_PRIMARY_OTP')).toEqual([])
  })
})
