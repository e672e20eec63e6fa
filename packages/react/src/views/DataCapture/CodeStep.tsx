import type { DataCaptureState } from '@foyer/core'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Spinner } from '../../components/Spinner.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { LABELS } from '../../i18n/labels.ts'
import { formatSignInLabel, SIGN_IN_LABELS } from '../../i18n/signInLabels.ts'
import { CaptureError } from './CaptureError.tsx'
import { useSecondsUntil } from './useSecondsUntil.ts'

const CODE_LENGTH = 6

/**
 * DataCapture's second step: the one-time code sent to the address. It submits by itself once six digits
 * are in; another code can be asked for after the SPEC §9 cooldown, counted down in the SPEC §8 words.
 */
export function CodeStep({ state }: { state: DataCaptureState }) {
  const client = useFoyerClient()
  const [code, setCode] = useState('')
  // Both Confirm and Resend make the step pending; the status line says which one the visitor waits for.
  const [lastAction, setLastAction] = useState<'confirm' | 'resend'>('confirm')
  const inputRef = useRef<HTMLInputElement>(null)
  const ids = { input: useId(), hint: useId(), error: useId(), timer: useId() }
  const secondsLeft = useSecondsUntil(state.resendAt)

  useEffect(() => inputRef.current?.focus(), [])
  // A refused code stays in the field, selected, so typing the right one replaces it.
  useEffect(() => {
    if (state.error) inputRef.current?.select()
  }, [state.error])

  const confirm = (value: string) => {
    if (state.pending || value.length !== CODE_LENGTH) return
    setLastAction('confirm')
    void client.siwx.confirmEmailCode(value)
  }
  const resend = () => {
    setLastAction('resend')
    void client.siwx.resendEmailCode()
  }
  const onCodeChange = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, CODE_LENGTH)
    setCode(digits)
    if (digits !== code) confirm(digits)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    confirm(code)
  }

  // The live countdown says what a cooldown refusal says, and keeps saying it right as the seconds pass.
  const error = state.error?.code === 'EMAIL_COOLDOWN' && secondsLeft > 0 ? undefined : state.error
  const describedBy = [ids.hint, error && ids.error].filter(Boolean).join(' ')
  return (
    <form className="foyer-view foyer-capture" onSubmit={submit} noValidate aria-busy={state.pending}>
      <h3 className="foyer-capture__heading">{formatSignInLabel('codeHeading', { email: state.email ?? '' })}</h3>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={ids.input}>
          {SIGN_IN_LABELS.code}
        </label>
        <input
          ref={inputRef}
          id={ids.input}
          className="foyer-input foyer-input--code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          spellCheck={false}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onCodeChange(event.currentTarget.value)}
        />
        <p className="foyer-field__hint" id={ids.hint}>
          {SIGN_IN_LABELS.codeHint}
        </p>
      </div>
      {error && <CaptureError id={ids.error} error={error} />}
      <button
        type="submit"
        className="foyer-button foyer-button--primary"
        disabled={state.pending || code.length !== CODE_LENGTH}
      >
        {state.pending && lastAction === 'confirm' && <Spinner size="small" />}
        {LABELS.confirm}
      </button>
      <div className="foyer-capture__more">
        <button
          type="button"
          className="foyer-text-button"
          disabled={state.pending || secondsLeft > 0}
          aria-describedby={secondsLeft > 0 ? ids.timer : undefined}
          onClick={resend}
        >
          {SIGN_IN_LABELS.resendCode}
        </button>
        <button
          type="button"
          className="foyer-text-button"
          disabled={state.pending}
          onClick={() => client.siwx.editCapturedEmail()}
        >
          {SIGN_IN_LABELS.useAnotherEmail}
        </button>
      </div>
      {secondsLeft > 0 && (
        <p className="foyer-field__hint foyer-capture__timer" id={ids.timer} role="timer">
          {formatSignInLabel('resendCooldown', { n: secondsLeft })}
        </p>
      )}
      <p className="foyer-visually-hidden" role="status" aria-live="polite">
        {state.pending ? (lastAction === 'confirm' ? SIGN_IN_LABELS.checkingCode : SIGN_IN_LABELS.sendingCode) : ''}
      </p>
    </form>
  )
}
