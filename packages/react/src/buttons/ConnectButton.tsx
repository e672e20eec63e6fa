import { useThemeMode } from '../hooks/useThemeMode.ts'
import { useLocale } from '../i18n/localeState.ts'
import { PAGE_LABELS } from '../i18n/pageLabels.ts'
import { AccountButton } from './AccountButton.tsx'
import { useConnectButton } from './useConnectButton.ts'

export interface ConnectButtonProps {
  /** Replaces "Connect Wallet" while disconnected. */
  label?: string
}

export function ConnectButton({ label = PAGE_LABELS.connectWallet }: ConnectButtonProps) {
  const { state, onClick, onIntent } = useConnectButton()
  const themeMode = useThemeMode()
  // Re-renders when the chosen locale's texts arrive (they change PAGE_LABELS in place).
  useLocale()
  if (state === 'connected') return <AccountButton />
  const isConnecting = state === 'connecting'
  return (
    <button
      type="button"
      className="foyer-root foyer-connect-button"
      data-foyer-theme={themeMode}
      aria-haspopup="dialog"
      aria-busy={isConnecting}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      {isConnecting ? PAGE_LABELS.connecting : label}
    </button>
  )
}
