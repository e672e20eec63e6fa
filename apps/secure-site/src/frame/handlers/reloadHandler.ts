import type { RequestHandlers } from '../portDispatcher.ts'

/** RELOAD is answered first, then the page reloads; the app posts a new handshake on the iframe's next load event. */
export function reloadHandler(reload: () => void): Pick<RequestHandlers, 'RELOAD'> {
  return {
    async RELOAD() {
      setTimeout(reload, 0)
      return {}
    },
  }
}
