import { ChevronDownIcon } from '../components/icons/ChevronDownIcon.tsx'
import { useThemeMode } from '../hooks/useThemeMode.ts'
import { useLocale } from '../i18n/localeState.ts'
import { PAGE_LABELS } from '../i18n/pageLabels.ts'
import { preloadAccountModal } from '../modal/loadModal.ts'
import { useNetworkButton } from './useNetworkButton.ts'

export function NetworkButton() {
  const { state, networkName, imageUrl, onClick } = useNetworkButton()
  const themeMode = useThemeMode()
  // Re-renders when the chosen locale's texts arrive (they change PAGE_LABELS in place).
  useLocale()
  const isUnsupported = state === 'unsupported'
  return (
    <button
      type="button"
      className={`foyer-root foyer-network-button${isUnsupported ? ' foyer-network-button--unsupported' : ''}`}
      data-foyer-theme={themeMode}
      aria-haspopup="dialog"
      onClick={onClick}
      onPointerEnter={preloadAccountModal}
      onFocus={preloadAccountModal}
    >
      {imageUrl && !isUnsupported ? (
        <img className="foyer-network-button__icon" src={imageUrl} alt="" />
      ) : (
        <span className="foyer-network-button__dot" aria-hidden="true" />
      )}
      {isUnsupported ? PAGE_LABELS.wrongNetwork : (networkName ?? PAGE_LABELS.selectNetwork)}
      <ChevronDownIcon />
    </button>
  )
}
