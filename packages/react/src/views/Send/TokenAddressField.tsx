import { useId, useState } from 'react'
import { useChain } from '../../hooks/useChain.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { LABELS } from '../../i18n/labels.ts'

/**
 * SPEC §7: a token the list lacks, by its contract address. A whole address is read at once (a paste); anything
 * else is checked when the visitor leaves the field, so a half-typed address is not called invalid.
 */
export function TokenAddressField({ describedBy }: { describedBy?: string }) {
  const client = useFoyerClient()
  const chain = useChain()
  const id = useId()
  const [value, setValue] = useState('')
  const [asked, setAsked] = useState('')

  const ask = (input: string) => {
    const trimmed = input.trim()
    if (!trimmed || trimmed === asked) return
    setAsked(trimmed)
    void client.send.setTokenAddress(trimmed)
  }

  return (
    <div className="foyer-field">
      <label className="foyer-field__label" htmlFor={id}>
        {LABELS.tokenAddress}
      </label>
      <input
        id={id}
        className="foyer-input"
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={LABELS.tokenAddressPlaceholder}
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => {
          const next = event.currentTarget.value
          setValue(next)
          if (chain?.isAddress(next.trim())) ask(next)
        }}
        onBlur={() => ask(value)}
      />
    </div>
  )
}
