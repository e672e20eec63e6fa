// Where the page runs, read without loading the Safe Apps SDK: only a framed page can be a Safe App.

/** The slice of `window` these rules read, so tests can hand in a frame's. */
export interface FrameWindow {
  readonly parent: unknown
  readonly location: { readonly ancestorOrigins?: { readonly length: number; item(index: number): string | null } }
}

/** A Safe App runs in an iframe of the Safe's web app. */
export const isFramed = (page: FrameWindow): boolean => page.parent !== page

/**
 * Whether the frame's parent may be the Safe: false only when the browser names the parent's origin
 * (`location.ancestorOrigins`, Chromium and WebKit) and no allowed host matches it, so that such a page never
 * posts a message to a parent it would not listen to. Where the browser does not say (Firefox), the SDK's own
 * origin check on every answer is the guard.
 */
export function parentMayBeSafe(page: FrameWindow, allowedDomains: readonly RegExp[]): boolean {
  const ancestors = page.location.ancestorOrigins
  if (!ancestors || ancestors.length === 0) return true
  const parentOrigin = ancestors.item(0) ?? ''
  return allowedDomains.some((domain) => domain.test(parentOrigin))
}
