import { FoyerError, isEmailAddress } from '@foyer/core'
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { Spinner } from '../../components/Spinner.tsx'
import { useAction } from '../../hooks/useAction.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { EmbeddedError } from '../EmailLogin/EmbeddedError.tsx'
import { EMBEDDED_LABELS, formatEmbeddedLabel } from '../EmailLogin/embeddedLabels.ts'
import { leaveUpdate } from './leaveUpdate.ts'

/** UpdateEmailWallet's first step: the new address; core mails a code to the current one (contract §2). */
export function NewEmailStep({ currentEmail }: { currentEmail: string | undefined }) {
  const client = useFoyerClient()
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState<FoyerError>()
  const inputRef = useRef<HTMLInputElement>(null)
  const ids = { input: useId(), current: useId(), error: useId() }
  const updateEmail = useCallback(
    (address: string) => client.embedded?.updateEmail(address) ?? Promise.resolve(),
    [client],
  )
  const [start, starting] = useAction(updateEmail)

  useEffect(() => inputRef.current?.focus(), [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (starting.isPending) return
    const address = email.trim()
    // Caught here, before a request is spent: what cannot be an address, and the address the wallet already has.
    const refusal = !isEmailAddress(address)
      ? new FoyerError('INVALID_EMAIL')
      : currentEmail && address.toLowerCase() === currentEmail.toLowerCase()
        ? new FoyerError('INVALID_EMAIL', EMBEDDED_LABELS.sameEmail)
        : undefined
    setInvalid(refusal)
    if (refusal) {
      inputRef.current?.focus()
      return
    }
    start(address).catch(() => {})
  }

  const error = invalid ?? starting.error
  return (
    <form className="foyer-view foyer-embedded" onSubmit={submit} noValidate aria-busy={starting.isPending}>
      {currentEmail && (
        <p className="foyer-view__lead" id={ids.current}>
          {formatEmbeddedLabel('currentEmail', { email: currentEmail })}
        </p>
      )}
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={ids.input}>
          {EMBEDDED_LABELS.newEmail}
        </label>
        <input
          ref={inputRef}
          id={ids.input}
          className="foyer-input"
          type="email"
          autoComplete="email"
          spellCheck={false}
          placeholder={EMBEDDED_LABELS.emailPlaceholder}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={[currentEmail && ids.current, error && ids.error].filter(Boolean).join(' ') || undefined}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
      </div>
      {error && <EmbeddedError id={ids.error} error={error} />}
      <button type="submit" className="foyer-button foyer-button--primary" disabled={starting.isPending}>
        {starting.isPending && <Spinner size="small" />}
        {EMBEDDED_LABELS.continueWithEmail}
      </button>
      <button type="button" className="foyer-text-button" onClick={() => leaveUpdate(client)}>
        {EMBEDDED_LABELS.cancel}
      </button>
      <p className="foyer-visually-hidden" role="status" aria-live="polite">
        {starting.isPending ? EMBEDDED_LABELS.sendingCode : ''}
      </p>
    </form>
  )
}
