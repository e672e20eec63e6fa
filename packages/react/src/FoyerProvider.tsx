import type { FoyerClient } from '@foyer/core'
import { type ReactNode, useEffect, useState } from 'react'
import { FoyerContext } from './FoyerContext.ts'
import { FoyerModal } from './modal/FoyerModal.tsx'
import { startLocale } from './modal/loadModal.ts'
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
 * The modal's and the toast's eager parts join after the first render (issue 19): they draw nothing until the
 * visitor acts, and their first run — a dozen hooks compiled and run for the first time — held the page's buttons
 * back by ≈ 2 ms. An open asked for before they join is in the modal store and shows as they mount.
 */
export function FoyerProvider({ client, children, locale }: FoyerProviderProps) {
  const [started, setStarted] = useState(false)
  useEffect(() => startLocale(locale), [locale])
  // After the first render: the page client loads its wiring now, once the button is on screen.
  useEffect(() => {
    setStarted(true)
    client.ready().catch((error: unknown) => console.error('[foyer] could not start', error))
  }, [client])
  return (
    <FoyerContext.Provider value={client}>
      {children}
      {started && <FoyerModal />}
      {started && <FoyerToast />}
    </FoyerContext.Provider>
  )
}
