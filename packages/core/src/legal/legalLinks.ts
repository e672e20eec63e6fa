import type { Features } from '../client/types.ts'

/** The links Connect's legal checkbox shows; with neither, there is no checkbox. */
export interface LegalLinks {
  termsUrl?: string
  privacyUrl?: string
}

// Only web links: a `javascript:` URL in an option must never become something a visitor can click.
function webUrl(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const { protocol } = new URL(url, 'https://relative.invalid/')
    return protocol === 'https:' || protocol === 'http:' ? url : undefined
  } catch {
    return undefined
  }
}

let warned = false

/**
 * What Connect's legal checkbox shows (SPEC §9 legal checkbox, off by default): undefined when the feature is off,
 * or on without a usable terms or privacy URL — then the developer is told once in the console.
 */
export function legalLinks(
  features: Pick<Features, 'legalCheckbox'>,
  options: { termsConditionsUrl?: string | undefined; privacyPolicyUrl?: string | undefined },
): LegalLinks | undefined {
  if (!features.legalCheckbox) return undefined
  const termsUrl = webUrl(options.termsConditionsUrl)
  const privacyUrl = webUrl(options.privacyPolicyUrl)
  if (!termsUrl && !privacyUrl) {
    if (!warned)
      console.warn(
        '[foyer] features.legalCheckbox needs termsConditionsUrl or privacyPolicyUrl (http or https): no checkbox is shown',
      )
    warned = true
    return undefined
  }
  return { ...(termsUrl ? { termsUrl } : {}), ...(privacyUrl ? { privacyUrl } : {}) }
}
