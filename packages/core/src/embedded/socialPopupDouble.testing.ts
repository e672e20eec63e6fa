import { SOCIAL_RESULT_TYPE } from '@foyer/protocol/frame'
import { expect, vi } from 'vitest'
import type { FrameDouble } from './frameDouble.testing.ts'

/** A popup as the social login sees it: where it was sent, whether the visitor (or the flow) closed it. */
export function fakePopup() {
  const popup = {
    closed: false,
    location: { href: '' },
    close() {
      popup.closed = true
    },
  }
  return popup
}

export type FakePopup = ReturnType<typeof fakePopup>

/** window.open gives the fake popup, as a browser without a popup blocker would. */
export function openPopups() {
  const popup = fakePopup()
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
  return { open, popup }
}

/** A message event as the browser delivers it, from `origin` and the window `source`. */
export function post(data: unknown, origin: string, source: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))
}

/** Resolves once the flow has pointed the popup at the provider. */
export const redirected = async (popup: FakePopup, provider = 'google') =>
  vi.waitFor(() => expect(popup.location.href).toContain(`/social/authorize?provider=${provider}`))

/** The provider signs `userName` in: the popup posts its success result from the secure site. */
export function succeed(double: FrameDouble, popup: FakePopup, origin: string, userName: string) {
  post({ type: SOCIAL_RESULT_TYPE, status: 'success', resultUri: double.issueSocialResult(userName) }, origin, popup)
}
