import { formatAddress, formatBalance, type TokenBalance } from '@foyer/core'
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react'
import { AmountInput } from '../../components/AmountInput.tsx'
import { ProfileAvatar } from '../../components/ProfileAvatar.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { useChain } from '../../hooks/useChain.ts'
import { useFoyerBalance } from '../../hooks/useFoyerBalance.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.ts'
import { errorText } from '../../i18n/errorTexts.ts'
import { formatLabel, LABELS } from '../../i18n/labels.ts'
import { SendUnsupported } from './SendUnsupported.tsx'
import { isNativeToken, nativeToken, tokenKey } from './sendTokens.ts'
import { TokenAddressField } from './TokenAddressField.tsx'
import { useSendState } from './useSendState.ts'

/** WalletSend: token, amount (with Max) and receiver; on a chain that cannot send, says so (SPEC §5). */
export function SendView() {
  const client = useFoyerClient()
  return client.canSend() ? <SendForm /> : <SendUnsupported />
}

/** The form: Preview validates (SPEC §5) and estimates the fee. */
function SendForm() {
  const client = useFoyerClient()
  const addressPrefix = useChain()?.addressPrefix
  const send = useSendState()
  const { balance, tokens } = useFoyerBalance()
  const { network } = useFoyerNetwork()
  const [receiver, setReceiver] = useState(send.receiverAddress ?? '')
  const ids = { token: useId(), amount: useId(), receiver: useId(), error: useId() }

  // A finished send leaves its hash behind; a new visit starts with an empty form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening the form
  useEffect(() => {
    if (send.step === 'sent') client.send.reset()
  }, [])

  // The API lists the native currency among the tokens when it can; otherwise the wallet's balance stands in. A
  // token read from its pasted address (SPEC §7) joins the list while it is the one chosen.
  const listed = useMemo<TokenBalance[]>(
    () => (network && !tokens.some(isNativeToken) ? [nativeToken(network, balance), ...tokens] : [...tokens]),
    [network, balance, tokens],
  )
  const pasted =
    send.token && !listed.some((token) => tokenKey(token) === tokenKey(send.token!)) ? send.token : undefined
  const options = pasted ? [...listed, pasted] : listed
  const selectedKey = send.token ? tokenKey(send.token) : ''
  const selected = options.find((token) => tokenKey(token) === selectedKey) ?? send.token

  const chooseToken = (key: string) => {
    const token = options.find((candidate) => tokenKey(candidate) === key)
    if (token) client.send.setToken(token)
  }

  const preview = async (event: FormEvent) => {
    event.preventDefault()
    // The receiver is resolved as it stands now, not as a debounce last saw it.
    await client.send.setReceiver(receiver.trim())
    await client.send.preview()
    if (client.stores.send.getState().step === 'preview') client.push('WalletSendPreview')
  }

  const error = send.error && errorText(send.error)
  return (
    <form className="foyer-view foyer-send" onSubmit={preview} noValidate>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={ids.token}>
          {LABELS.sendToken}
        </label>
        <select
          id={ids.token}
          className="foyer-input foyer-select"
          value={selectedKey}
          onChange={(event) => chooseToken(event.currentTarget.value)}
        >
          <option value="" disabled>
            {LABELS.selectToken}
          </option>
          {options.map((token) => (
            <option key={tokenKey(token)} value={tokenKey(token)}>
              {token.symbol} · {formatBalance(token.quantity.numeric)}
            </option>
          ))}
        </select>
        {pasted && (
          <p className="foyer-field__hint" data-testid="foyer-send-pasted-token">
            {pasted.name} · {pasted.symbol}
          </p>
        )}
      </div>
      <TokenAddressField describedBy={error ? ids.error : undefined} />
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={ids.amount}>
          {LABELS.sendAmount}
        </label>
        <div className="foyer-field__row">
          <AmountInput
            id={ids.amount}
            placeholder="0"
            value={send.sendTokenAmount ?? ''}
            describedBy={error ? ids.error : undefined}
            onChange={(value) => client.send.setAmount(value)}
          />
          <button
            type="button"
            className="foyer-chip"
            disabled={!send.token}
            onClick={() => client.send.setMaxAmount()}
          >
            {LABELS.max}
          </button>
        </div>
        {selected && (
          <p className="foyer-field__hint">
            {formatLabel('available', { amount: formatBalance(selected.quantity.numeric, selected.symbol) })}
          </p>
        )}
      </div>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={ids.receiver}>
          {LABELS.receiver}
        </label>
        <input
          id={ids.receiver}
          className="foyer-input"
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={LABELS.receiverPlaceholder}
          value={receiver}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => setReceiver(event.currentTarget.value)}
          onBlur={() => void client.send.setReceiver(receiver.trim())}
        />
        {send.resolvedReceiver &&
          (send.receiverProfileName || send.resolvedReceiver.toLowerCase() !== receiver.trim().toLowerCase()) && (
            <p className="foyer-receiver" data-testid="foyer-send-receiver">
              <ProfileAvatar address={send.resolvedReceiver} imageUrl={send.receiverProfileImageUrl} size="small" />
              {send.receiverProfileName && <span className="foyer-receiver__name">{send.receiverProfileName}</span>}
              <span className="foyer-receiver__address">{formatAddress(send.resolvedReceiver, addressPrefix)}</span>
            </p>
          )}
      </div>
      {error && (
        <p className="foyer-field__error" id={ids.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="foyer-button foyer-button--primary" disabled={send.loading}>
        {send.loading && <Spinner size="small" />}
        {LABELS.preview}
      </button>
    </form>
  )
}
