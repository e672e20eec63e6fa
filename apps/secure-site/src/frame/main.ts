import './strictCspZod.ts'
import { openDeviceShareStore } from '../custody/deviceShareStore.ts'
import { createApprovalScreen } from '../screens/approvalScreen.ts'
import { createRecoveryScreens } from '../screens/recoveryScreens.ts'
import { describeRequest } from '../signers/describeRequest.ts'
import { createEvmSigner } from '../signers/evmSigner.ts'
import { createSolanaSigner } from '../signers/solanaSigner.ts'
import { createChainRpc } from './chainRpc.ts'
import { createEmbeddedApi } from './embeddedApi.ts'
import type { FrameContext } from './frameContext.ts'
import { frameHandlers } from './frameHandlers.ts'
import { createFrameLog } from './frameLog.ts'
import { readFrameParams } from './frameParams.ts'
import { createFrameStorage } from './frameStorage.ts'
import { FRAME_VERSION } from './frameVersion.ts'
import { createHandshakeListener } from './handshake.ts'
import { createPortDispatcher, type FrameOutbox, type PortDispatcher } from './portDispatcher.ts'

// The frame's page: waits for the one handshake, then serves the app over the port it was handed.
const screen = document.getElementById('screen') as HTMLElement
const params = readFrameParams(
  location.search,
  document.querySelector('meta[name="foyer-allowed-origins"]')?.getAttribute('content') ?? null,
)
const log = createFrameLog(params?.enableLogger ?? false)
const warn = (message: string) => log.warn(message)

if (!params || window.parent === window) {
  screen.textContent = 'This page is the Foyer wallet frame; it works only inside the app that opened it.'
} else {
  const frameParams = params
  let dispatcher: PortDispatcher | undefined
  const outbox: FrameOutbox = { emit: (name, payload) => dispatcher?.emit(name, payload) }
  const storage = createFrameStorage(
    frameParams.projectId,
    safeStorage('localStorage'),
    Date.now,
    safeStorage('sessionStorage'),
  )
  const listener = createHandshakeListener({
    projectId: frameParams.projectId,
    allowedOrigins: frameParams.allowedOrigins,
    parent: window.parent,
    warn,
    onPort(port, parentOrigin) {
      const context: FrameContext = {
        params: frameParams,
        parentOrigin,
        api: createEmbeddedApi({ origin: location.origin, projectId: frameParams.projectId, token: storage.token }),
        storage,
        deviceShares: openDeviceShareStore(),
        outbox,
        recovery: createRecoveryScreens(screen, outbox),
        approval: createApprovalScreen(screen),
        rpc: (chainId) => createChainRpc({ origin: location.origin, projectId: frameParams.projectId, chainId }),
        bundler: (chainId) =>
          createChainRpc({ origin: location.origin, projectId: frameParams.projectId, chainId, endpoint: 'bundler' }),
        createSigners: (keys) => ({ evm: createEvmSigner(keys.evm), solana: createSolanaSigner(keys.solana) }),
        describeRequest: (method, requestParams, extra) => describeRequest(method, requestParams, extra),
        state: { evmChainId: frameParams.chainId, login: {}, signOut: new AbortController() },
      }
      const page = { userAgent: navigator.userAgent, root: document.documentElement, reload: () => location.reload() }
      dispatcher = createPortDispatcher(port, frameHandlers(context, page), warn, log.failed)
      dispatcher.emit('READY', { version: FRAME_VERSION })
    },
  })
  window.addEventListener('message', listener)
}

// Blocked storage throws on access: the frame then keeps what it would have stored in memory.
function safeStorage(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[name]
  } catch {
    return undefined
  }
}
