import { describe, expect, it } from 'vitest'
import { createEmbeddedWallet } from './createEmbeddedWallet.ts'
import type { EmbeddedHostEvent, EmbeddedWalletEvent } from './embeddedTypes.ts'
import { createFrameDouble, DOUBLE_ACCOUNTS } from './frameDouble.testing.ts'

const SECURE_SITE = 'http://127.0.0.1:4180'

function wallet(configured = true) {
  const double = createFrameDouble({ origin: SECURE_SITE })
  const embeddedWallet = createEmbeddedWallet({ secureSiteUrl: SECURE_SITE, mount: double.mount })
  if (configured) {
    embeddedWallet.configure({ projectId: 'foyer-demo', chainId: 1, sdkType: 'foyer-react', sdkVersion: '0.1.0' })
  }
  return { double, embeddedWallet }
}

async function logIn(
  double: ReturnType<typeof createFrameDouble>,
  embeddedWallet: ReturnType<typeof wallet>['embeddedWallet'],
) {
  await embeddedWallet.call('CONNECT_EMAIL', { email: 'ada@example.com' })
  await embeddedWallet.call('CONNECT_OTP', { otp: double.codeFor('ada@example.com') ?? '' })
}

describe('createEmbeddedWallet', () => {
  it('loads no frame until something asks for it', () => {
    const { double, embeddedWallet } = wallet()
    expect(embeddedWallet.origin).toBe(SECURE_SITE)
    expect(embeddedWallet.frameElement()).toBeUndefined()
    expect(double.state.urls).toEqual([])
  })

  it('refuses a secure site that is not an http(s) URL', () => {
    expect(() => createEmbeddedWallet({ secureSiteUrl: 'javascript:alert(1)' })).toThrow(/http\(s\) URL/)
  })

  it('fails with “Auth provider not found” when used before createFoyer configured it', async () => {
    const { embeddedWallet } = wallet(false)
    await expect(embeddedWallet.getAccounts({ chainNamespace: 'eip155', chainId: 1 })).rejects.toMatchObject({
      message: 'Auth provider not found',
    })
  })

  it('has no accounts while nobody is signed in', async () => {
    const { embeddedWallet } = wallet()
    await expect(embeddedWallet.getAccounts({ chainNamespace: 'eip155', chainId: 1 })).resolves.toEqual([])
  })

  it('gives each namespace its own account of the signed-in visitor, from one GET_USER', async () => {
    const { double, embeddedWallet } = wallet()
    await logIn(double, embeddedWallet)
    const [evm, solana] = await Promise.all([
      embeddedWallet.getAccounts({ chainNamespace: 'eip155', chainId: 1 }),
      embeddedWallet.getAccounts({ chainNamespace: 'solana', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    ])
    expect(evm).toEqual([{ namespace: 'eip155', address: DOUBLE_ACCOUNTS.eip155, type: 'eoa' }])
    expect(solana).toEqual([{ namespace: 'solana', address: DOUBLE_ACCOUNTS.solana, type: 'eoa' }])
    expect(double.received('GET_USER')).toHaveLength(1)
  })

  it('signs the frame out and tells the adapters and core that nobody is signed in', async () => {
    const { double, embeddedWallet } = wallet()
    await logIn(double, embeddedWallet)
    const heard: (EmbeddedWalletEvent | EmbeddedHostEvent)[] = []
    embeddedWallet.subscribe((event) => heard.push(event))
    embeddedWallet.watch((event) => heard.push(event))
    await embeddedWallet.signOut()
    expect(double.state.signedIn).toBe(false)
    expect(heard.slice(1)).toEqual([{ type: 'signedOut' }, { type: 'disconnect' }])
  })

  it('tells a watcher that comes after the frame loaded how the frame is doing', async () => {
    const { double, embeddedWallet } = wallet()
    await logIn(double, embeddedWallet)
    const heard: EmbeddedHostEvent[] = []
    embeddedWallet.watch((event) => heard.push(event))
    expect(heard).toEqual([{ type: 'frame', frame: 'ready' }])
  })
})
