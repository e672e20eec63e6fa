import type { FoyerClient } from '@foyer/core'
import { type ReactNode, useEffect, useState } from 'react'
import { FoyerContext } from './FoyerContext.ts'
import { FoyerModal } from './modal/FoyerModal.tsx'
import { preloadModal, startLocale } from './modal/loadModal.ts'
import { whenIdle } from './modal/whenIdle.ts'
import { FoyerToast } from './toast/FoyerToast.tsx'

export interface FoyerProviderProps {
  client: FoyerClient
  children?: ReactNode
  /**
   * The language of the buttons and the modal, as a BCP 47 tag ('ar', 'pt-BR'); without it, the browser's
   * (`navigator.languages`), best match, else English. docs/i18n.md lists the locales.
   */
  locale?: string
}

/**
 * Makes the client available to hooks and buttons and mounts the modal and toast (both load on demand).
 *
 * The modal's and the toast's eager parts join once the page is idle and the modal's chunk is in — the modal then
 * draws its hidden shell in that same render — or as soon as the modal or a toast is asked for (issue 19): they draw
 * nothing until then, and their hooks' first run held the page's buttons back by ≈ 2 ms.
 */
export function FoyerProvider({ client, children, locale }: FoyerProviderProps) {
  const partsStarted = useModalPartsStarted(client)
  useEffect(() => startLocale(locale), [locale])
  // After the first render: the page client loads its wiring now, once the button is on screen.
  useEffect(() => {
    client.ready().catch((error: unknown) => console.error('[foyer] could not start', error))
  }, [client])
  return (
    <FoyerContext.Provider value={client}>
      {children}
      {partsStarted && <FoyerModal />}
      {partsStarted && <FoyerToast />}
    </FoyerContext.Provider>
  )
}

/**
 * Whether the modal's and toast's eager parts are mounted. Mounting them is one more render and commit, so it waits
 * for one the page makes anyway: the idle moment the hidden shell is drawn in, or the first open or toast.
 */
function useModalPartsStarted(client: FoyerClient): boolean {
  const [started, setStarted] = useState(false)
  useEffect(() => {
    if (started) return
    const { modal, toast } = client.stores
    const start = () => setStarted(true)
    const askedFor = () => modal.getState().open || toast.getState().open
    if (askedFor()) return start()
    const stops = [modal, toast].map((store) => store.subscribe(() => askedFor() && start()))
    const cancelIdle = whenIdle(() => void preloadModal(client).then(start), 1500)
    return () => {
      for (const stop of stops) stop()
      cancelIdle()
    }
  }, [client, started])
  return started
}
