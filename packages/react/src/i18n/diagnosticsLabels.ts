import { texts } from './texts.ts'
/** "Copy diagnostics" in the modal's error states: with those views only, never on page load. */
export const DIAGNOSTICS_LABELS = texts('diagnostics', {
  copyDiagnostics: 'Copy diagnostics',
} as const)
