// The secure frame's wire protocol (SPEC §7 "Secure frame"), shared by @foyer/core's frame client and apps/secure-site.
export * from './frameConstants.ts'
export * from './frameMessages.ts'
export * from './parseFrameMessage.ts'
export * from './rpcPolicy.ts'
export * from './socialResult.ts'
export * from './socialReturn.ts'
