import '../frame/strictCspZod.ts'
import { completeSocialCallback } from './socialCallback.ts'

// The social login's callback page: top-level on the secure origin, in the popup the app opened or, for a
// full-page redirect login, in the app's own tab.
const status = document.getElementById('status') as HTMLElement
void completeSocialCallback({
  origin: location.origin,
  search: location.search,
  forgetQuery: () => history.replaceState(null, '', location.pathname),
  opener: window.opener as Window | null,
  showStatus: (text) => {
    status.textContent = text
    status.parentElement?.removeAttribute('aria-busy')
    document.querySelector('.spinner')?.remove()
  },
  close: () => window.close(),
  navigate: (url) => location.replace(url),
})
