import type { DataCaptureState } from '@foyer/core'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Spinner } from '../../components/Spinner.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { formatSignInLabel, SIGN_IN_LABELS } from '../../i18n/signInLabels.ts'
import { CaptureError } from './CaptureError.tsx'

/** DataCapture's first step: the visitor's address; Continue has the core validate it and send a code. */
export function EmailStep({ state }: { state: DataCaptureState }) {
  const client = useFoyerClient()
  const [email, setEmail] = useState(state.email ?? '')
  const inputRef = useRef<HTMLInputElement>(null)
  const ids = { input: useId(), body: useId(), error: useId() }
  const appName = client.options.metadata?.name || SIGN_IN_LABELS.thisApp

  // The step replaced whatever had focus (the code field, on "Use another email"): the field takes it.
  useEffect(() => inputRef.current?.focus(), [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!state.pending) void client.siwx.captureEmail(email.trim())
  }

  return (
    <form className="foyer-view foyer-capture" onSubmit={submit} noValidate aria-busy={state.pending}>
      <h3 className="foyer-capture__heading">{SIGN_IN_LABELS.dataCaptureHeading}</h3>
      <p className="foyer-view__lead" id={ids.body}>
        {formatSignInLabel('dataCaptureBody', { app: appName })}
      </p>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={ids.input}>
          {SIGN_IN_LABELS.email}
        </label>
        <input
          ref={inputRef}
          id={ids.input}
          className="foyer-input"
          type="email"
          autoComplete="email"
          spellCheck={false}
          placeholder={SIGN_IN_LABELS.emailPlaceholder}
          value={email}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={state.error ? ids.error : ids.body}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
      </div>
      {state.error && <CaptureError id={ids.error} error={state.error} />}
      <button type="submit" className="foyer-button foyer-button--primary" disabled={state.pending}>
        {state.pending && <Spinner size="small" />}
        {SIGN_IN_LABELS.continue}
      </button>
      <p className="foyer-visually-hidden" role="status" aria-live="polite">
        {state.pending ? SIGN_IN_LABELS.sendingCode : ''}
      </p>
    </form>
  )
}
