import { type EmbeddedState, FoyerError, isEmailAddress } from '@foyer/core'
import { type FormEvent, useCallback, useId, useState } from 'react'
import { Spinner } from '../../components/Spinner.tsx'
import { useAction } from '../../hooks/useAction.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { CooldownTimer, useCooldown, withoutCooldown } from '../EmailLogin/Cooldown.tsx'
import { EmbeddedError } from '../EmailLogin/EmbeddedError.tsx'
import { emailLoginView } from '../EmailLogin/emailLoginChunk.ts'
import { EMBEDDED_LABELS } from '../EmailLogin/embeddedLabels.ts'

// A failed fetch is tried again when the view renders.
const preloadEmailLogin = () => void emailLoginView.preload().catch(() => {})

// The code step's deadline, or the server's refusal to send yet (a code mailed from elsewhere moments ago).
const selectResendAvailableAt = (state: EmbeddedState) => state.login?.resendAvailableAt ?? state.cooldown?.until

/**
 * Connect's email login (SPEC AUTH connector): the address, checked here for what cannot be one, then handed
 * to core, which loads the secure frame, mails a code and opens EmailLogin.
 */
export function EmailField() {
  const client = useFoyerClient()
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState<FoyerError>()
  const ids = { input: useId(), error: useId() }
  const connectEmail = useCallback(
    (address: string) => client.embedded?.connectEmail(address) ?? Promise.resolve(),
    [client],
  )
  const [send, sending] = useAction(connectEmail)
  const resendAvailableAt = useStoreValue(client.stores.embedded, selectResendAvailableAt)
  const cooldown = useCooldown(resendAvailableAt)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (sending.isPending) return
    const address = email.trim()
    const refusal = isEmailAddress(address) ? undefined : new FoyerError('INVALID_EMAIL')
    setInvalid(refusal)
    if (refusal) sending.reset()
    else send(address).catch(() => {})
  }

  // A cooldown refusal is said by the live countdown instead, which stays right as the seconds pass.
  const cooling = sending.error?.code === 'EMAIL_COOLDOWN' && cooldown.active
  const error = invalid ?? withoutCooldown(sending.error, resendAvailableAt !== undefined)
  const describedBy = [error && ids.error, cooling && cooldown.timerId].filter(Boolean).join(' ')
  return (
    <form
      className="foyer-email-login"
      onSubmit={submit}
      noValidate
      aria-label={EMBEDDED_LABELS.emailLogin}
      aria-busy={sending.isPending}
    >
      <label className="foyer-field__label" htmlFor={ids.input}>
        {EMBEDDED_LABELS.email}
      </label>
      <div className="foyer-email-login__row">
        <input
          id={ids.input}
          className="foyer-input"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          placeholder={EMBEDDED_LABELS.emailPlaceholder}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onFocus={preloadEmailLogin}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <button type="submit" className="foyer-button foyer-button--primary" disabled={sending.isPending}>
          {sending.isPending && <Spinner size="small" />}
          {EMBEDDED_LABELS.continueWithEmail}
        </button>
      </div>
      {error && <EmbeddedError id={ids.error} error={error} />}
      {cooling && <CooldownTimer id={cooldown.timerId} secondsLeft={cooldown.secondsLeft} />}
      <p className="foyer-visually-hidden" role="status" aria-live="polite">
        {sending.isPending ? EMBEDDED_LABELS.sendingCode : ''}
      </p>
    </form>
  )
}
