import { type EmbeddedState, SECURE_FRAME_ELEMENT_ID } from '@foyer/core'
import { useEffect, useId, useRef } from 'react'
import { ProgressState } from '../../components/ProgressState.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { LABELS } from '../../i18n/labels.ts'
import { EMBEDDED_LABELS } from '../EmailLogin/embeddedLabels.ts'
import { approveTexts } from './approveTexts.ts'

const selectVisible = (state: EmbeddedState) => state.visible

/**
 * ApproveTransaction (SPEC §2, §6): the approval happens inside the secure frame, on the wallet's own origin.
 * The view says so and reserves the frame's 360×600 place; core keeps its iframe fixed over that place
 * (attachFrame) while it must be seen, so nothing of the request passes through this page's DOM.
 */
export function ApproveTransactionView() {
  const client = useFoyerClient()
  const visible = useStoreValue(client.stores.embedded, selectVisible)
  const slotRef = useRef<HTMLDivElement>(null)
  const ids = { heading: useId(), body: useId() }

  useEffect(() => {
    const slot = slotRef.current
    if (!visible || !slot || !client.embedded) return
    return client.embedded.attachFrame(slot)
  }, [client, visible])

  // Between the approval and core's next move (back, or closing), the frame is hidden again.
  if (!visible) return <ProgressState status={LABELS.loading} />

  const { heading, body } = approveTexts(visible)
  return (
    <section className="foyer-view foyer-approve" aria-labelledby={ids.heading} aria-describedby={ids.body}>
      <h3 className="foyer-embedded__heading" id={ids.heading}>
        {heading}
      </h3>
      <p className="foyer-view__lead" id={ids.body}>
        {body}
      </p>
      <div
        ref={slotRef}
        className="foyer-approve__slot"
        role="region"
        aria-label={EMBEDDED_LABELS.secureWindow}
        // The frame itself stays in document.body (moving an iframe reloads it); this puts it here for screen readers.
        aria-owns={SECURE_FRAME_ELEMENT_ID}
        data-foyer-frame-slot={visible}
      />
    </section>
  )
}
