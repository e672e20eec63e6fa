import { type RefObject, useEffect, useId } from 'react'
import { CODE_LENGTH, codeDigits } from './emailFormat.ts'
import { EMBEDDED_LABELS } from './embeddedLabels.ts'

export interface CodeFieldProps {
  code: string
  onCodeChange(code: string): void
  /** Called once when the sixth digit arrives (typed, pasted or filled in by the phone's one-time-code offer). */
  onComplete(code: string): void
  inputRef: RefObject<HTMLInputElement | null>
  /** Ids of what describes the field besides its hint (an error, a timer). */
  describedBy?: string
  invalid: boolean
}

/**
 * The 6-digit code: one field, so a paste, a password manager or the phone's one-time-code suggestion fills it
 * whole; it takes the digits of whatever arrives and hands a complete code on by itself.
 */
export function CodeField({ code, onCodeChange, onComplete, inputRef, describedBy, invalid }: CodeFieldProps) {
  const ids = { input: useId(), hint: useId() }

  useEffect(() => inputRef.current?.focus(), [inputRef])
  // A refused code stays in the field, selected, so typing the right one replaces it.
  useEffect(() => {
    if (invalid) inputRef.current?.select()
  }, [invalid, inputRef])

  const change = (value: string) => {
    const digits = codeDigits(value)
    if (digits === code) return
    onCodeChange(digits)
    if (digits.length === CODE_LENGTH) onComplete(digits)
  }

  return (
    <div className="foyer-field">
      <label className="foyer-field__label" htmlFor={ids.input}>
        {EMBEDDED_LABELS.code}
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
        aria-invalid={invalid ? true : undefined}
        aria-describedby={[ids.hint, describedBy].filter(Boolean).join(' ')}
        onChange={(event) => change(event.currentTarget.value)}
        onPaste={(event) => {
          // A pasted "123 456" or "123-456" is longer than maxLength allows; take its digits before the cut.
          const pasted = event.clipboardData.getData('text')
          if (!pasted) return
          event.preventDefault()
          change(pasted)
        }}
      />
      <p className="foyer-field__hint" id={ids.hint}>
        {EMBEDDED_LABELS.codeHint}
      </p>
    </div>
  )
}
