import { type EmbeddedState, FoyerError } from '@foyer/core'
import { type FormEvent, useCallback, useId, useRef, useState } from 'react'
import { Spinner } from '../../components/Spinner.tsx'
import type { ActionState } from '../../hooks/useAction.ts'
import { useAction } from '../../hooks/useAction.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { LABELS } from '../../i18n/labels.ts'
import { CodeField } from './CodeField.tsx'
import { CooldownTimer, useCooldown, withoutCooldown } from './Cooldown.tsx'
import { EmbeddedError } from './EmbeddedError.tsx'
import { isCompleteCode } from './emailFormat.ts'
import { EMBEDDED_LABELS, formatEmbeddedLabel } from './embeddedLabels.ts'
import { leaveLogin } from './leaveLogin.ts'

type Login = NonNullable<EmbeddedState['login']>

export interface OtpStepProps {
  login: Login
  verify(code: string): void
  verifying: ActionState<void>
}

/** EmailLogin's code step: the 6-digit code mailed to the address, sent on by itself once complete. */
export function OtpStep({ login, verify, verifying }: OtpStepProps) {
  const client = useFoyerClient()
  const [code, setCode] = useState('')
  const [lastAction, setLastAction] = useState<'verify' | 'resend'>('verify')
  // Enter on fewer than six digits says what is missing ('Enter the 6-digit code', SPEC §8 catalogue).
  const [incomplete, setIncomplete] = useState<FoyerError>()
  const inputRef = useRef<HTMLInputElement>(null)
  const errorId = useId()
  const cooldown = useCooldown(login.resendAvailableAt)
  const resendCode = useCallback(() => client.embedded?.resendCode() ?? Promise.resolve(), [client])
  const [resend, resending] = useAction(resendCode)

  const pending = verifying.isPending || resending.isPending
  const confirm = (value: string) => {
    if (pending || !isCompleteCode(value)) return
    setLastAction('verify')
    resending.reset()
    verify(value)
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
  const askAgain = () => {
    setLastAction('resend')
    verifying.reset()
    setCode('')
    inputRef.current?.focus()
    resend().catch(() => {})
  }

  const error = incomplete ?? (lastAction === 'resend' ? withoutCooldown(resending.error, true) : verifying.error)
  const status = verifying.isPending
    ? EMBEDDED_LABELS.checkingCode
    : resending.isPending
      ? EMBEDDED_LABELS.sendingCode
      : lastAction === 'resend' && resending.isSuccess
        ? EMBEDDED_LABELS.codeResent
        : ''
  return (
    <form className="foyer-view foyer-embedded" onSubmit={submit} noValidate aria-busy={pending}>
      <h3 className="foyer-embedded__heading">{formatEmbeddedLabel('codeHeading', { email: login.email })}</h3>
      <CodeField
        code={code}
        onCodeChange={changeCode}
        onComplete={confirm}
        inputRef={inputRef}
        invalid={error !== undefined}
        describedBy={[error && errorId, cooldown.active && cooldown.timerId].filter(Boolean).join(' ')}
      />
      {error && <EmbeddedError id={errorId} error={error} />}
      <button type="submit" className="foyer-button foyer-button--primary" disabled={pending}>
        {verifying.isPending && <Spinner size="small" />}
        {LABELS.confirm}
      </button>
      <div className="foyer-embedded__more">
        <button
          type="button"
          className="foyer-text-button"
          disabled={pending || cooldown.active}
          aria-describedby={cooldown.active ? cooldown.timerId : undefined}
          onClick={askAgain}
        >
          {EMBEDDED_LABELS.resendCode}
        </button>
        <button type="button" className="foyer-text-button" onClick={() => leaveLogin(client)}>
          {EMBEDDED_LABELS.useAnotherEmail}
        </button>
      </div>
      <CooldownTimer id={cooldown.timerId} secondsLeft={cooldown.secondsLeft} />
      <p className="foyer-visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </form>
  )
}
