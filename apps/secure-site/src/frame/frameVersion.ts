/** What READY reports: the secure site's own version, so an app can tell which frame it talks to. */
export const FRAME_VERSION = '0.1.0'
