import { SOCIAL_PROVIDER_NAMES, type SocialProviderName } from '@foyer/protocol'
import * as oidc from 'openid-client'
import type { EmbeddedConfig, SocialProviderConfig } from '../deps.ts'
import { ApiError } from '../http/apiError.ts'

/** The frame shows SPEC §8's 'Failed to initiate social connection' for either. */
export const socialProviderUnavailable = (message: string) => new ApiError(400, 'SOCIAL_PROVIDER_UNAVAILABLE', message)

export interface SocialClient {
  name: SocialProviderName
  config: oidc.Configuration
  scope: string
  /** The scope asks for an ID token (OpenID Connect); plain OAuth 2 providers identify the visitor by userinfo. */
  openid: boolean
}

/** The configured providers, in SPEC §9's order (the order the app shows them in). */
export function configuredSocials(embedded: EmbeddedConfig): SocialProviderName[] {
  const socials = embedded.socials ?? {}
  return SOCIAL_PROVIDER_NAMES.filter((name) => socials[name] !== undefined)
}

/** Loopback issuers (the local stand-in) speak plain http; anything else must be https. */
function isLoopback(url: string): boolean {
  const host = new URL(url).hostname
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]'
}

/**
 * The openid-client configuration of each provider, discovered once per configuration object (a failed discovery
 * is tried again on the next login, so a provider that was down comes back by itself).
 */
export function createSocialClients(embedded: () => EmbeddedConfig) {
  const cache = new Map<SocialProviderConfig, Promise<oidc.Configuration>>()

  async function build(settings: SocialProviderConfig): Promise<oidc.Configuration> {
    const issuerUrl = settings.issuer ?? settings.endpoints?.issuer
    if (!issuerUrl) throw new Error('A social provider needs an issuer or its endpoints')
    const insecure = isLoopback(issuerUrl) ? { execute: [oidc.allowInsecureRequests] } : undefined
    if (settings.issuer) {
      return oidc.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        ...insecure,
        timeout: 10,
      })
    }
    const endpoints = settings.endpoints
    if (!endpoints) throw new Error('A social provider needs an issuer or its endpoints')
    const config = new oidc.Configuration(
      {
        issuer: endpoints.issuer,
        authorization_endpoint: endpoints.authorization,
        token_endpoint: endpoints.token,
        ...(endpoints.userinfo ? { userinfo_endpoint: endpoints.userinfo } : {}),
        ...(endpoints.jwks ? { jwks_uri: endpoints.jwks } : {}),
      },
      settings.clientId,
      settings.clientSecret,
    )
    if (insecure) oidc.allowInsecureRequests(config)
    return config
  }

  return {
    async client(name: string): Promise<SocialClient> {
      const socials = embedded().socials ?? {}
      const known = SOCIAL_PROVIDER_NAMES.find((candidate) => candidate === name)
      const settings = known ? socials[known] : undefined
      if (!known || !settings) throw socialProviderUnavailable('This sign-in provider is not offered on this server')
      let config = cache.get(settings)
      if (!config) {
        config = build(settings)
        cache.set(settings, config)
        config.catch(() => cache.delete(settings))
      }
      try {
        const scope = settings.scope ?? 'openid email profile'
        return { name: known, config: await config, scope, openid: scope.split(' ').includes('openid') }
      } catch {
        throw socialProviderUnavailable('The sign-in provider could not be reached')
      }
    },
  }
}
export type SocialClients = ReturnType<typeof createSocialClients>
