// Safe's mark as an inline SVG data URI: a CSP of `img-src 'self'` still shows it, and no host is asked for it.
export const SAFE_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#12FF80"/><path fill="#121312" d="M28.6 19.9h-1.9c-.6 0-1 .5-1 1v2.7c0 .6-.5 1-1 1h-7.5c-.6 0-1 .5-1 1v1.9c0 .6.5 1 1 1h7.9c.6 0 1-.5 1-1v-1.5c0-.6.5-1 1-1h1.5c.6 0 1-.5 1-1v-3.1c0-.6-.4-1-1-1zM14.3 16.1c0-.6.5-1 1-1h7.5c.6 0 1-.5 1-1v-1.9c0-.6-.5-1-1-1h-7.9c-.6 0-1 .5-1 1v1.5c0 .6-.5 1-1 1h-1.5c-.6 0-1 .5-1 1v3.1c0 .6.5 1 1 1h1.9c.6 0 1-.5 1-1v-2.7z"/><path fill="#121312" d="M18.9 17.9h1.9c.6 0 1 .5 1 1v1.9c0 .6-.5 1-1 1h-1.9c-.6 0-1-.5-1-1v-1.9c0-.5.4-1 1-1z"/></svg>',
)}`
