import { useEffect, useState } from 'react'
import { LABELS } from '../i18n/labels.ts'
import { CheckIcon } from './icons/CheckIcon.tsx'
import { CopyIcon } from './icons/CopyIcon.tsx'

const COPIED_FEEDBACK_MS = 1500

/** Copies `value` and says "Copied" for a moment, both visibly and to screen readers. */
export function CopyButton({ value, label = LABELS.copyAddress }: { value: string; label?: string }) {
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch {
      // Clipboard access was refused (insecure context, permissions): the address stays selectable.
    }
  }

  return (
    <button type="button" className="foyer-copy-button" aria-label={label} onClick={copy}>
      {copied ? <CheckIcon /> : <CopyIcon />}
      <span aria-live="polite">{copied ? LABELS.copied : ''}</span>
    </button>
  )
}
