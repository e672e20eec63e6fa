import { expect, it } from 'vitest'
import { isOfficialSdkDuplicateDelete } from './officialSdkRaces.ts'

const message = 'Missing or invalid. Record was recently deleted - session: 3f2a'
const sdkStack = `Error: ${message}
    at Store.getData (/repo/node_modules/@walletconnect/core/dist/index.es.js:1:1)
    at Engine.isValidDisconnect (/repo/node_modules/@walletconnect/sign-client/dist/index.es.js:1:1)`

it('lets through the official SDK’s own error for a delete it has already handled', () => {
  expect(isOfficialSdkDuplicateDelete({ message, stack: sdkStack })).toBe(true)
})

it('keeps the same words when they come from anywhere but the SDK’s engine', () => {
  const stack = `Error: ${message}\n    at route (/repo/packages/walletconnect/src/engine/SignCore.ts:1:1)`
  expect(isOfficialSdkDuplicateDelete({ message, stack })).toBe(false)
})

it('keeps every other error the SDK raises', () => {
  const other = 'Missing or invalid. Record was recently deleted - pairing: 3f2a'
  expect(isOfficialSdkDuplicateDelete({ message: other, stack: sdkStack.replace(message, other) })).toBe(false)
  expect(isOfficialSdkDuplicateDelete({ message: 'No matching key. session: 3f2a', stack: sdkStack })).toBe(false)
})
