import { version as reactVersion, useEffect } from 'react'
import { useFoyerClient } from '../hooks/useFoyerClient.ts'
import { DIAGNOSTICS_LABELS } from '../i18n/diagnosticsLabels.ts'
import { LABELS } from '../i18n/labels.ts'
import { CheckIcon } from './icons/CheckIcon.tsx'
import { CopyIcon } from './icons/CopyIcon.tsx'
import { useCopied } from './useCopied.ts'

// Its own chunk, fetched when an error state shows this button: no other view (nor the modal's shell) carries it.
const loadDiagnostics = () => import('@foyer/core/diagnostics')

/**
 * In an error state: copies what a dapp's support needs (versions, options without secrets, the newest log
 * entries) for the visitor to send, and says "Copied" as "Copy link" does, visibly and to screen readers.
 * The text is built at the click, so it holds the failure on screen.
 */
export function CopyDiagnostics() {
  const client = useFoyerClient()
  const [copied, copy] = useCopied()
  // Fetched with the button, so the click copies at once, within the visitor's gesture as clipboards want.
  useEffect(() => void loadDiagnostics().catch(() => {}), [])
  const copyDiagnostics = () =>
    void loadDiagnostics().then(({ diagnostics }) => copy(diagnostics(client, { versions: { react: reactVersion } })))
  return (
    <button type="button" className="foyer-text-button foyer-copy-diagnostics" onClick={copyDiagnostics}>
      {copied ? <CheckIcon /> : <CopyIcon />}
      <span aria-live="polite">{copied ? LABELS.copied : DIAGNOSTICS_LABELS.copyDiagnostics}</span>
    </button>
  )
}
