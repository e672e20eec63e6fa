import type { SwapSide } from '@foyer/core'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { SWAP_LABELS, swapLabel } from './swapLabels.ts'

/** The token of one side of the swap; it opens SwapSelectToken for that side. */
export function SwapTokenButton({ side, token }: { side: 'from' | 'to'; token: SwapSide | undefined }) {
  const client = useFoyerClient()
  const label = token
    ? swapLabel(side === 'from' ? 'chooseFrom' : 'chooseTo', { symbol: token.symbol })
    : SWAP_LABELS.selectToken
  return (
    <button
      type="button"
      className={`foyer-swap-token${token ? '' : ' foyer-swap-token--empty'}`}
      aria-label={label}
      onClick={() => client.push('SwapSelectToken', { swapSide: side })}
    >
      {token && <WalletIcon name={token.symbol} imageUrl={token.logoUri} size="small" />}
      <span className="foyer-swap-token__symbol">{token ? token.symbol : SWAP_LABELS.selectToken}</span>
      {/* A CSS chevron: the icon component would split a shared chunk off the page's first load. */}
      <span className="foyer-swap-token__chevron" aria-hidden="true" />
    </button>
  )
}
