export interface AmountInputProps {
  id: string
  value: string
  placeholder: string
  /** The id of the text that says what is wrong with the amount, or gives its limits. */
  describedBy?: string | undefined
  invalid?: boolean
  onChange(value: string): void
}

/**
 * An amount the visitor types: decimal text (SPEC §5 unit parsing reads it, not the browser), a decimal keypad on a
 * phone, no autofill. Send and Buy use it; their labels stay with them.
 */
export function AmountInput({ id, value, placeholder, describedBy, invalid, onChange }: AmountInputProps) {
  return (
    <input
      id={id}
      className="foyer-input foyer-input--amount"
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      value={value}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  )
}
