import { Avatar } from '../components/Avatar.tsx'
import { useThemeMode } from '../hooks/useThemeMode.ts'
import { useLocale } from '../i18n/localeState.ts'
import { preloadAccountModal } from '../modal/loadModal.ts'
import { useAccountButton } from './useAccountButton.ts'

export function AccountButton() {
  const { address, shortAddress, balance, onClick } = useAccountButton()
  const themeMode = useThemeMode()
  // Re-renders when the chosen locale's texts arrive (they change PAGE_LABELS in place).
  useLocale()
  if (!address) return null
  return (
    <button
      type="button"
      className="foyer-root foyer-account-button"
      data-foyer-theme={themeMode}
      aria-haspopup="dialog"
      onClick={onClick}
      onPointerEnter={preloadAccountModal}
      onFocus={preloadAccountModal}
    >
      {/* The visible text is the accessible name (WCAG 2.5.3): balance, then address. */}
      {balance && <span className="foyer-account-button__balance">{balance}</span>}
      <span className="foyer-account-button__address">
        <Avatar seed={address} size="small" />
        {shortAddress}
      </span>
    </button>
  )
}
