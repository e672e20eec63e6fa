import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { LABELS } from '../../i18n/labels.ts'
import { preloadConnectingViews } from '../../modal/connectingViews.ts'

/**
 * Connect's wallet list. It asks for the registry's wallets a task after it shows (issue 19: the list first, the
 * request and the rank work after) — usually they are in already, or on their way, as the Connect button asked on
 * the visitor's intent — and says it is busy until they and their ranks are in, since they may still add and reorder
 * rows: assistive technology reads it once settled.
 *
 * `aria-busy` is written on the element, not rendered: React never sets it (it is not a prop here), so nothing else
 * owns it. As state it cost a render and commit of the list on every first open, after the rows were already drawn,
 * for one attribute only assistive technology reads: 0.02 MB of heap with the modal open in the bench (V8 compiles
 * more of React's commit path), and a few milliseconds.
 */
export function ConnectList({ children }: { children: ReactNode }) {
  const client = useFoyerClient()
  const list = useRef<HTMLUListElement>(null)
  // Before the list is first painted (a layout effect), also when a hidden, pre-drawn modal is revealed.
  useLayoutEffect(() => {
    list.current?.setAttribute('aria-busy', 'true')
  }, [])
  useEffect(() => {
    let current = true
    const settled = () => current && list.current?.setAttribute('aria-busy', 'false')
    const later = setTimeout(() => client.loadRecommendedWallets().then(settled, settled))
    return () => {
      current = false
      clearTimeout(later)
    }
  }, [client])
  return (
    <ul
      ref={list}
      className="foyer-list"
      aria-label={LABELS.connectWallet}
      onPointerOver={preloadConnectingViews}
      onFocus={preloadConnectingViews}
    >
      {children}
    </ul>
  )
}
