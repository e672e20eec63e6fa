import { preloadableView } from '../../modal/preloadableView.ts'

/**
 * EmailLogin's chunk, one instance for the registry and Connect's email field: the field fetches it as soon as
 * the visitor starts on an address, so the code step appears without a loading state once core has mailed it.
 */
export const emailLoginView = preloadableView(() => import('./EmailLoginView.tsx').then((m) => m.EmailLoginView))
