import type { StoreApi } from 'zustand/vanilla'
import { createStore } from 'zustand/vanilla'
import type { ResolvedOptions } from '../client/types.ts'
import type { DataCaptureState, SiwxState } from './siwxTypes.ts'

/** Sign-in's and DataCapture's state before any flow ran: page-time, so the buttons can read it at once. */
export function createSiwxStores(options: Pick<ResolvedOptions, 'siwx'>): {
  siwx: StoreApi<SiwxState>
  dataCapture: StoreApi<DataCaptureState>
} {
  return {
    siwx: createStore<SiwxState>(() => ({
      enabled: options.siwx !== undefined,
      // SPEC §9: sign-in is required by default only when configured.
      required: options.siwx?.required ?? false,
      status: 'idle',
    })),
    dataCapture: createStore<DataCaptureState>(() => ({ step: 'email', pending: false })),
  }
}
