import { nameLabelProblem } from '@foyer/core'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { Spinner } from '../../components/Spinner.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { errorText } from '../../i18n/errorTexts.ts'
import { fillLabel } from '../../i18n/labels.ts'
import { NameSuggestions } from './NameSuggestions.tsx'
import { formatNameLabel, NAME_FAILURES, NAME_LABELS, NAME_PROBLEMS } from './nameLabels.ts'
import { useNamesState } from './useNamesState.ts'

/**
 * RegisterAccountName (SPEC §2, §4): a name in the zone, checked as it is typed (SPEC §5), the registry's
 * suggestions, and Register, which asks the wallet to sign and then registers.
 */
export function RegisterAccountNameView() {
  const client = useFoyerClient()
  const names = useNamesState()
  const [input, setInput] = useState('')
  const ids = { input: useId(), hint: useId(), failure: useId() }

  // A new visit starts with an empty form; what an earlier visit left (a failure, a success) is dropped.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening the form
  useEffect(() => {
    if (names.status === 'idle') client.names.reset()
  }, [])

  const type = (value: string) => {
    setInput(value)
    client.names.setLabel(value)
  }
  const problem = nameLabelProblem(names.label)
  const busy = names.status !== 'idle'
  const wanted = `${names.label}.${names.zone}`
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (problem || busy) return
    void client.names.register(names.label)
  }
  const failure = names.failure && fillLabel(NAME_FAILURES[names.failure.reason], { name: names.failure.name })
  const problemText = problem && problem !== 'empty' ? NAME_PROBLEMS[problem] : undefined
  const describedBy = [ids.hint, failure ? ids.failure : undefined].filter(Boolean).join(' ')

  return (
    <form className="foyer-view foyer-names" onSubmit={submit} noValidate>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={ids.input}>
          {NAME_LABELS.name}
        </label>
        <div className={`foyer-names__field${problemText ? ' foyer-names__field--invalid' : ''}`}>
          <input
            id={ids.input}
            className="foyer-names__input"
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={NAME_LABELS.placeholder}
            value={input}
            readOnly={busy}
            aria-invalid={problemText ? true : undefined}
            aria-describedby={describedBy}
            data-testid="foyer-name-input"
            onChange={(event) => type(event.currentTarget.value)}
          />
          <span className="foyer-names__zone">.{names.zone}</span>
        </div>
        <p
          className={problemText ? 'foyer-field__hint foyer-names__problem' : 'foyer-field__hint'}
          id={ids.hint}
          aria-live="polite"
          data-testid="foyer-name-hint"
        >
          {problemText ?? NAME_LABELS.hint}
        </p>
      </div>
      {failure && (
        <p className="foyer-field__error" id={ids.failure} role="alert" data-testid="foyer-name-failure">
          {failure}
        </p>
      )}
      <NameSuggestions
        suggestions={names.suggestions}
        loading={names.suggestionsLoading}
        error={names.suggestionsError && errorText(names.suggestionsError)}
        disabled={busy}
        onChoose={(name) => type(name.slice(0, name.length - names.zone.length - 1))}
      />
      <button
        type="submit"
        className="foyer-button foyer-button--primary"
        disabled={busy || problem !== undefined}
        aria-busy={busy}
        data-testid="foyer-name-register"
      >
        {busy && <Spinner size="small" />}
        {names.status === 'signing'
          ? NAME_LABELS.signing
          : names.status === 'registering'
            ? formatNameLabel('registering', { name: wanted })
            : NAME_LABELS.register}
      </button>
    </form>
  )
}
