import { useId } from 'react'
import { SearchIcon } from './icons/SearchIcon.tsx'

export interface SearchFieldProps {
  label: string
  value: string
  onChange(value: string): void
}

/** A labelled search box with its icon; the label is for screen readers and doubles as the placeholder. */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  const inputId = useId()
  return (
    <div className="foyer-search__field">
      <label htmlFor={inputId} className="foyer-visually-hidden">
        {label}
      </label>
      <SearchIcon />
      <input
        id={inputId}
        type="search"
        className="foyer-search__input"
        placeholder={label}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
