import { createFoyerClient } from '../client/createFoyerClient.ts'
import { testNetworks, testSolana } from '../client/testNetworks.testing.ts'
import type { FoyerOptions } from '../client/types.ts'
import type { StorageLike } from '../storage/storage.ts'
import { createMemoryStorage } from '../storage/storedItems.ts'
import type { ChainNamespace } from '../types/network.ts'
import { createAuthAdapter } from './authAdapter.testing.ts'
import { createEmbeddedWallet } from './createEmbeddedWallet.ts'
import { createFrameDouble, type FrameDouble } from './frameDouble.testing.ts'

export const SECURE_SITE = 'http://127.0.0.1:4180'

export { testSolana }

/** A Foyer client with email login on, EVM and Solana served by one embedded wallet whose frame is a double. */
export function embeddedClient(
  options: {
    double?: FrameDouble
    storage?: StorageLike
    email?: boolean
    socials?: readonly string[] | false
    apiUrl?: string
    /** Whether the test adapters sign the frame out on disconnect (the real ones do). */
    signOutOnDisconnect?: boolean
    /** The namespaces whose AUTH adapter can switch account types (SPEC §6: the EVM one). */
    accountTypesOn?: readonly ChainNamespace[]
    siwx?: FoyerOptions['siwx']
    enableLogger?: boolean
  } = {},
) {
  const double = options.double ?? createFrameDouble({ origin: SECURE_SITE })
  const storage = options.storage ?? createMemoryStorage()
  const embeddedWallet = createEmbeddedWallet({ secureSiteUrl: SECURE_SITE, mount: double.mount })
  const client = createFoyerClient({
    projectId: 'foyer-demo',
    ...(options.apiUrl ? { apiUrl: options.apiUrl } : {}),
    networks: [...testNetworks, testSolana],
    adapters: (['eip155', 'solana'] as const).map((namespace) =>
      createAuthAdapter(embeddedWallet, namespace, {
        signOutOnDisconnect: options.signOutOnDisconnect ?? true,
        accountTypes: options.accountTypesOn?.includes(namespace) ?? false,
      }),
    ),
    storage,
    features: { email: options.email ?? true, ...(options.socials !== undefined ? { socials: options.socials } : {}) },
    embeddedWallet,
    ...(options.siwx ? { siwx: options.siwx } : {}),
    ...(options.enableLogger !== undefined ? { enableLogger: options.enableLogger } : {}),
  })
  return { client, double, embeddedWallet, storage }
}
