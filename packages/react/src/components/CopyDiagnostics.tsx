import { diagnostics } from '@foyer/core'
import { version as reactVersion } from 'react'
import { useFoyerClient } from '../hooks/useFoyerClient.ts'
import { DIAGNOSTICS_LABELS } from '../i18n/diagnosticsLabels.ts'
import { LABELS } from '../i18n/labels.ts'
import { CheckIcon } from './icons/CheckIcon.tsx'
import { CopyIcon } from './icons/CopyIcon.tsx'
import { useCopied } from './useCopied.ts'

/**
 * In an error state: copies what a dapp's support needs (versions, options without secrets, the newest log
 * entries) for the visitor to send, and says "Copied" as "Copy link" does, visibly and to screen readers.
 * The text is built at the click, so it holds the failure on screen.
 */
export function CopyDiagnostics() {
  const client = useFoyerClient()
  const [copied, copy] = useCopied()
  return (
    <button
      type="button"
      className="foyer-text-button foyer-copy-diagnostics"
      onClick={() => copy(diagnostics(client, { versions: { react: reactVersion } }))}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
      <span aria-live="polite">{copied ? LABELS.copied : DIAGNOSTICS_LABELS.copyDiagnostics}</span>
    </button>
  )
}
