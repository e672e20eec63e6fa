import { FoyerError } from '../errors/errors.ts'
import { type EmbeddedWalletConfig, SECURE_FRAME_ELEMENT_ID } from './embeddedTypes.ts'
import { hideFrame } from './framePlacement.ts'

// Where the secure frame comes from: its URL (SPEC §7 query parameters) and the hidden iframe that loads it.

/** The frame's window, as far as the one-time handshake needs it. */
export interface FrameWindow {
  postMessage(message: unknown, targetOrigin: string, transfer: Transferable[]): void
}

/** A frame put on the page: its element (in a browser), its window once loaded, and how to take it away. */
export interface MountedFrame {
  element?: HTMLIFrameElement
  loaded: Promise<FrameWindow>
  remove(): void
}

export type MountFrame = (url: string) => MountedFrame

/** SPEC §7: `<secureSiteUrl>/frame?projectId=&chainId=&version=&enableLogger=&rpcUrl=`. */
export function frameUrl(secureSiteUrl: string, config: EmbeddedWalletConfig): string {
  const url = new URL('frame', secureSiteUrl.endsWith('/') ? secureSiteUrl : `${secureSiteUrl}/`)
  url.searchParams.set('projectId', config.projectId)
  url.searchParams.set('chainId', String(config.chainId))
  url.searchParams.set('version', config.sdkVersion)
  url.searchParams.set('enableLogger', String(config.enableLogger ?? false))
  if (config.rpcUrl) url.searchParams.set('rpcUrl', config.rpcUrl)
  return url.toString()
}

/** The browser's way: a hidden iframe in document.body, marked for the page's stylesheet and for tests. */
export function mountIframe(url: string): MountedFrame {
  if (typeof document === 'undefined' || !document.body) throw new FoyerError('FRAME_PARENT_NOT_SET')
  const iframe = document.createElement('iframe')
  iframe.setAttribute('data-foyer-frame', '')
  // ApproveTransaction's slot names this id in aria-owns: screen readers then find the frame inside the dialog.
  iframe.id = SECURE_FRAME_ELEMENT_ID
  iframe.title = 'Embedded wallet'
  hideFrame(iframe)
  const loaded = new Promise<FrameWindow>((resolve, reject) => {
    const onLoad = () => {
      const frameWindow = iframe.contentWindow
      if (!frameWindow) return reject(new FoyerError('FRAME_NOT_SET'))
      // Chromium can fire a load for the frame's first, empty document before the frame URL's page has come: a
      // message posted to that one is dropped (it is not the secure site's origin), so the next load is awaited.
      if (holdsInitialDocument(frameWindow)) return
      iframe.removeEventListener('load', onLoad)
      resolve(frameWindow)
    }
    iframe.addEventListener('load', onLoad)
  })
  iframe.src = url
  document.body.appendChild(iframe)
  return { element: iframe, loaded, remove: () => iframe.remove() }
}

/**
 * Whether a frame still shows its initial about:blank, which is on the dapp's own origin; a page of another origin
 * cannot be read.
 */
function holdsInitialDocument(frameWindow: Window): boolean {
  try {
    return frameWindow.location.href === 'about:blank'
  } catch {
    return false
  }
}
