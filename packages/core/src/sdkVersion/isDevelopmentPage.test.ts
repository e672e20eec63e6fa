import { describe, expect, it } from 'vitest'
import { isDevelopmentPage } from './isDevelopmentPage.ts'

describe('isDevelopmentPage', () => {
  it("counts the developer's own machine as development", () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]', 'app.localhost', 'my-mac.local', 'dapp.test']) {
      expect(isDevelopmentPage(undefined, host), host).toBe(true)
    }
  })

  it("counts a public host as a visitor's page in production", () => {
    for (const host of ['dapp.example', 'localhost.example.com', '10.0.0.5', 'local']) {
      expect(isDevelopmentPage(undefined, host), host).toBe(false)
    }
  })

  it('counts no page at all (server rendering) as production', () => {
    expect(isDevelopmentPage(undefined, undefined)).toBe(false)
  })

  it("follows the dapp's devWarnings over the host", () => {
    expect(isDevelopmentPage(false, 'localhost')).toBe(false)
    expect(isDevelopmentPage(true, 'dapp.example')).toBe(true)
  })
})
