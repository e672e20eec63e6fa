import { socialsForPlatform } from '../rules/socialPlatform.ts'
import type { EmbeddedContext } from './embeddedContext.ts'
import { detectSocialPlatform } from './socialPlatformDetection.ts'

/** The API's route naming the social providers its owner configured (services/api). */
export const SOCIAL_PROVIDERS_PATH = '/v1/embedded/social/providers'

const isProvidersAnswer = (value: unknown): value is { providers: string[] } =>
  typeof value === 'object' &&
  value !== null &&
  'providers' in value &&
  Array.isArray(value.providers) &&
  value.providers.every((provider: unknown) => typeof provider === 'string')

/** The answer, or the question on its way; a failed question is asked again the next time Connect shows. */
const loading = new WeakMap<EmbeddedContext, Promise<void>>()

/**
 * Which social providers the API can log in with on this platform (SPEC §5 rules applied), asked once per page (Connect asks when it shows socials). No API,
 * or an API that cannot answer: none, so Connect shows no social button and the email login still works.
 */
export function loadSocialProviders(context: EmbeddedContext): Promise<void> {
  const known = loading.get(context)
  if (known) return known
  const load = (async () => {
    try {
      const api = await context.loadApi()
      // No API configured: there is nothing to log in through, now or later.
      if (!api) return context.embedded.setState({ socialProviders: [] })
      const { providers } = await api.get(SOCIAL_PROVIDERS_PATH, isProvidersAnswer)
      const configured = providers.map((provider) => provider.toLowerCase())
      context.embedded.setState({ socialProviders: socialsForPlatform(configured, detectSocialPlatform()) })
    } catch (error) {
      console.warn('[foyer] no social login: the API could not say which providers it has', error)
      context.embedded.setState({ socialProviders: [] })
      loading.delete(context)
    }
  })()
  loading.set(context, load)
  return load
}
