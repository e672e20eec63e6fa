// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createStorage } from '../storage/storedItems.ts'
import { embeddedClient, SECURE_SITE } from './embeddedClient.testing.ts'
import { createFrameDouble } from './frameDouble.testing.ts'
import { openPopups, redirected, succeed } from './socialPopupDouble.testing.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

/** A visitor who logged in with `provider` as `userName` on the page before the reload. */
async function loggedInWith(provider: string, userName: string) {
  const setup = embeddedClient({ socials: [provider] })
  const { popup } = openPopups()
  const done = setup.client.embedded?.connectSocial(provider)
  await redirected(popup, provider)
  succeed(setup.double, popup, SECURE_SITE, userName)
  await done
  return setup
}

/** The secure site's frame after the reload: it still has the visitor's session. */
const frameStillSignedIn = (visitor: string) => createFrameDouble({ origin: SECURE_SITE, signedInAs: visitor })

describe('the embedded wallet at start (after a reload)', () => {
  it('gives the reconnected accounts the social provider the visitor logged in with', async () => {
    const { storage } = await loggedInWith('google', 'ada')
    const { client } = embeddedClient({ socials: ['google'], storage, double: frameStillSignedIn('ada') })
    await client.ready()
    const accounts = client.stores.accounts.getState()
    expect([accounts.eip155?.status, accounts.eip155?.socialProvider]).toEqual(['connected', 'google'])
    expect(accounts.solana?.socialProvider).toBe('google')
  })

  it('gives no provider after an email login', async () => {
    const first = embeddedClient()
    await first.client.embedded?.connectEmail('ada@example.org')
    await first.client.embedded?.verifyOtp(first.double.codeFor('ada@example.org') ?? '')
    const { client } = embeddedClient({ storage: first.storage, double: frameStillSignedIn('ada@example.org') })
    await client.ready()
    const { eip155 } = client.stores.accounts.getState()
    expect([eip155?.status, eip155?.socialProvider]).toEqual(['connected', undefined])
  })

  it('drops a corrupt stored provider and still reconnects, only without it', async () => {
    const { storage } = await loggedInWith('github', 'ada')
    storage.setItem('@foyer/socialProvider', '{"v":1,"value":{"name":"github"}}')
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { client } = embeddedClient({ socials: ['github'], storage, double: frameStillSignedIn('ada') })
    await client.ready()
    const { eip155 } = client.stores.accounts.getState()
    expect([eip155?.status, eip155?.socialProvider]).toEqual(['connected', undefined])
    expect(storage.getItem('@foyer/socialProvider')).toBeNull()
  })

  it('gives no provider to a namespace connected through another wallet', async () => {
    const { storage } = await loggedInWith('google', 'ada')
    createStorage(storage).connectedConnectorIds.set('solana', 'app.phantom')
    const { client } = embeddedClient({ socials: ['google'], storage, double: frameStillSignedIn('ada') })
    await client.ready()
    const { eip155, solana } = client.stores.accounts.getState()
    expect([eip155?.socialProvider, solana?.socialProvider]).toEqual(['google', undefined])
  })
})
