import { LABELS } from '../i18n/labels.ts'
import { CheckIcon } from './icons/CheckIcon.tsx'
import { CopyIcon } from './icons/CopyIcon.tsx'
import { useCopied } from './useCopied.ts'

/**
 * Copies `value` and says "Copied" for a moment, both visibly and to screen readers. A refused clipboard
 * (insecure context, permissions) changes nothing: the address stays selectable.
 */
export function CopyButton({ value, label = LABELS.copyAddress }: { value: string; label?: string }) {
  const [copied, copy] = useCopied()
  return (
    <button type="button" className="foyer-copy-button" aria-label={label} onClick={() => copy(value)}>
      {copied ? <CheckIcon /> : <CopyIcon />}
      <span aria-live="polite">{copied ? LABELS.copied : ''}</span>
    </button>
  )
}
