import { FoyerError } from '@foyer/core'
import { type FormEvent, useCallback, useId, useRef, useState } from 'react'
import { Spinner } from '../../components/Spinner.tsx'
import { useAction } from '../../hooks/useAction.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { LABELS } from '../../i18n/labels.ts'
import { CodeField } from '../EmailLogin/CodeField.tsx'
import { EmbeddedError } from '../EmailLogin/EmbeddedError.tsx'
import { isCompleteCode } from '../EmailLogin/emailFormat.ts'
import { EMBEDDED_LABELS, formatEmbeddedLabel } from '../EmailLogin/embeddedLabels.ts'
import { leaveUpdate } from './leaveUpdate.ts'

export interface UpdateCodeStepProps {
  /** Where the code went: the current address (primary), then the new one (secondary). */
  sentTo: string
  hint: string
  verify(code: string): Promise<void>
}

/** One of UpdateEmailWallet's two code steps: the 6-digit code, sent on by itself once complete. */
export function UpdateCodeStep({ sentTo, hint, verify }: UpdateCodeStepProps) {
  const client = useFoyerClient()
  const [code, setCode] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const ids = { hint: useId(), error: useId() }
  const run = useCallback((otp: string) => verify(otp), [verify])
  const [check, checking] = useAction(run)
  // Enter on fewer than six digits says what is missing ('Enter the 6-digit code', SPEC §8 catalogue).
  const [incomplete, setIncomplete] = useState<FoyerError>()

  const confirm = (value: string) => {
    if (checking.isPending || !isCompleteCode(value)) return
    check(value).catch(() => {})
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setIncomplete(isCompleteCode(code) ? undefined : new FoyerError('INVALID_OTP'))
    confirm(code)
  }
  const changeCode = (value: string) => {
    setIncomplete(undefined)
    setCode(value)
  }
  const error = incomplete ?? checking.error

  return (
    <form className="foyer-view foyer-embedded" onSubmit={submit} noValidate aria-busy={checking.isPending}>
      <h3 className="foyer-embedded__heading">{formatEmbeddedLabel('codeHeading', { email: sentTo })}</h3>
      <p className="foyer-view__lead" id={ids.hint}>
        {hint}
      </p>
      <CodeField
        code={code}
        onCodeChange={changeCode}
        onComplete={confirm}
        inputRef={inputRef}
        invalid={error !== undefined}
        describedBy={[ids.hint, error && ids.error].filter(Boolean).join(' ')}
      />
      {error && <EmbeddedError id={ids.error} error={error} />}
      <button type="submit" className="foyer-button foyer-button--primary" disabled={checking.isPending}>
        {checking.isPending && <Spinner size="small" />}
        {LABELS.confirm}
      </button>
      <button type="button" className="foyer-text-button" onClick={() => leaveUpdate(client)}>
        {EMBEDDED_LABELS.cancel}
      </button>
      <p className="foyer-visually-hidden" role="status" aria-live="polite">
        {checking.isPending ? EMBEDDED_LABELS.checkingCode : ''}
      </p>
    </form>
  )
}
