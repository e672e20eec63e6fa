import type { FramePurpose } from '@foyer/core'
import { EMBEDDED_LABELS } from '../EmailLogin/embeddedLabels.ts'

/** What the view says the secure window asks for, by why core shows the frame (EmbeddedState.visible). */
export function approveTexts(purpose: FramePurpose): { heading: string; body: string } {
  switch (purpose) {
    case 'create-recovery':
      return { heading: EMBEDDED_LABELS.createRecoveryHeading, body: EMBEDDED_LABELS.createRecoveryBody }
    case 'enter-recovery':
      return { heading: EMBEDDED_LABELS.enterRecoveryHeading, body: EMBEDDED_LABELS.enterRecoveryBody }
    default:
      return { heading: EMBEDDED_LABELS.approveHeading, body: EMBEDDED_LABELS.approveBody }
  }
}
