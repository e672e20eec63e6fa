// Wire contracts (zod schemas of API and frame messages) land here as their owners write them.
// Nothing the EVM adapter or the Dev Wallet needs lives here, so the browser bundle stays free of zod.
export {}
