import { type SocialProviderConfig, startLocalOidc } from '@foyer/oidc-provider'
import { SOCIAL_CALLBACK_PAGE_PATH } from '@foyer/protocol'

/**
 * The local OpenID provider standing in for every social provider of the stack: one client per social name, all
 * redirecting to the secure site's callback page, and the API's `embedded.socials` pointing each at it.
 */
export async function startSocialStandIn(secureSiteOrigin: string) {
  const oidc = await startLocalOidc({ redirectUris: [`${secureSiteOrigin}${SOCIAL_CALLBACK_PAGE_PATH}`] })
  const socials: Record<string, SocialProviderConfig> = {}
  for (const clientId of oidc.clientIds) {
    socials[clientId] = { issuer: oidc.issuer, clientId, clientSecret: oidc.clientSecret }
  }
  return { issuer: oidc.issuer, socials, stop: oidc.stop }
}
