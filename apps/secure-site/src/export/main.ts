import '../frame/strictCspZod.ts'
import { openDeviceShareStore } from '../custody/deviceShareStore.ts'
import { createEmbeddedApi } from '../frame/embeddedApi.ts'
import { createFrameStorage, deviceName } from '../frame/frameStorage.ts'
import { startExportPage } from './exportPage.ts'

// The export window: top-level on the secure origin (its CSP forbids framing it), for the visitor alone.
const screen = document.getElementById('screen') as HTMLElement
const projectId = new URLSearchParams(location.search).get('projectId') ?? ''
let token: string | undefined

if (!/^[A-Za-z0-9_-]{1,64}$/.test(projectId) || window.top !== window) {
  screen.textContent = 'Open this page from your wallet in the app you use it with.'
} else {
  startExportPage({
    screen,
    api: createEmbeddedApi({ origin: location.origin, projectId, token: () => token }),
    setToken: (next) => {
      token = next
    },
    deviceShares: openDeviceShareStore(),
    deviceId: createFrameStorage(projectId, localStorage, Date.now).deviceId(),
    deviceName: deviceName(navigator.userAgent),
  })
}
