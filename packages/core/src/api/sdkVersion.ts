// Apart from the API client, so what only names the version (diagnostics) does not carry the client with it.

/** SPEC §7 `st` and `sv`: which SDK and version made the call. */
export const SDK_TYPE = 'foyer-react'
export const SDK_VERSION = '0.1.0'
