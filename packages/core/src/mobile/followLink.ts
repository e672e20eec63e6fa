/**
 * Follows a link in this tab, as a tap on it would: the one way every mobile browser, in-app browsers included,
 * hands a link to an app (`window.open` is refused in several of them). The page stays where the app opens.
 */
export function followLink(link: string): void {
  window.location.assign(link)
}

/**
 * Whether the page is inside a visitor's gesture. Where the browser cannot say (before Safari 16.4), it is
 * taken as no: a link followed outside a gesture would leave the page instead of opening the app.
 */
export function hasUserActivation(): boolean {
  return typeof navigator !== 'undefined' && navigator.userActivation?.isActive === true
}
