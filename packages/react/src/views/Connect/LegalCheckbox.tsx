import type { LegalLinks } from '@foyer/core'
import type { ReactNode } from 'react'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { LEGAL_LABELS } from './legalLabels.ts'

interface LegalCheckboxProps {
  links: LegalLinks
  accepted: boolean
  /** The hint that says why the wallets wait; Connect's wallets point to it with aria-describedby. */
  hintId: string
}

// Each link opens beside the modal, so the visitor comes back to the checkbox where they left it.
function LegalLink({ href, children }: { href: string; children: string }) {
  return (
    <a className="foyer-legal__link" href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

/** The legal sentence with its links in the places the locale's sentence gives them. */
function agreement(terms: ReactNode, privacy: ReactNode): ReactNode {
  const sentence =
    terms && privacy ? LEGAL_LABELS.agreeToBoth : terms ? LEGAL_LABELS.agreeToTerms : LEGAL_LABELS.agreeToPrivacy
  const [before = '', link, ...rest] = sentence.split(/(\{terms\}|\{privacy\})/)
  if (link === undefined) return before
  return (
    <>
      {before}
      {link === '{terms}' ? terms : privacy}
      {agreementRest(rest, terms, privacy)}
    </>
  )
}

/** What follows the first link: text, perhaps the second link, then text (a sentence holds at most two). */
function agreementRest([between = '', link, after = '']: string[], terms: ReactNode, privacy: ReactNode): ReactNode {
  return (
    <>
      {between}
      {link === undefined ? null : link === '{terms}' ? terms : privacy}
      {after}
    </>
  )
}

/**
 * Connect's legal checkbox (SPEC §9 legal checkbox): "I agree to the Terms of Service and Privacy Policy", each
 * linked where the dapp gave the URL. The wallets stay disabled until it is ticked; core remembers the tick.
 */
export function LegalCheckbox({ links, accepted, hintId }: LegalCheckboxProps) {
  const client = useFoyerClient()
  const terms = links.termsUrl && <LegalLink href={links.termsUrl}>{LEGAL_LABELS.termsOfService}</LegalLink>
  const privacy = links.privacyUrl && <LegalLink href={links.privacyUrl}>{LEGAL_LABELS.privacyPolicy}</LegalLink>
  return (
    <div className="foyer-legal">
      <label className="foyer-legal__label">
        <input
          type="checkbox"
          className="foyer-legal__checkbox"
          checked={accepted}
          onChange={(event) => client.setLegalAccepted(event.currentTarget.checked)}
        />
        <span>{agreement(terms, privacy)}</span>
      </label>
      {!accepted && (
        <p id={hintId} className="foyer-legal__hint">
          {LEGAL_LABELS.hint}
        </p>
      )}
    </div>
  )
}
