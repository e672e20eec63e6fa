import { describe, expect, it, vi } from 'vitest'
import { embeddedClient } from './embeddedClient.testing.ts'

/** The URL the frame was loaded from, once something asked the embedded wallet a question. */
async function loadedFrameUrl(enableLogger?: boolean): Promise<URL> {
  const { embeddedWallet, double } = embeddedClient(enableLogger === undefined ? {} : { enableLogger })
  await embeddedWallet.getAccounts({ chainNamespace: 'eip155', chainId: 1 })
  const [url] = double.state.urls
  if (!url) throw new Error('no frame was loaded')
  return new URL(url)
}

describe("the secure frame's enableLogger", () => {
  it('is true when the dapp turned the logger on', async () => {
    expect((await loadedFrameUrl(true)).searchParams.get('enableLogger')).toBe('true')
  })

  it('is false by default', async () => {
    expect((await loadedFrameUrl()).searchParams.get('enableLogger')).toBe('false')
  })
})

describe("the client's log of the secure frame", () => {
  it('records a failed frame request by its name, without the code the visitor typed', async () => {
    const { client, double } = embeddedClient({ enableLogger: true })
    await client.embedded?.connectEmail('ada@example.com')
    const wrong = double.codeFor('ada@example.com') === '123456' ? '654321' : '123456'
    await expect(client.embedded?.verifyOtp(wrong)).rejects.toMatchObject({ message: 'Invalid code' })
    await vi.waitFor(() =>
      expect(client.logger.entries()).toContainEqual(
        expect.objectContaining({
          message: 'secure frame request failed',
          context: { request: 'CONNECT_OTP', error: expect.objectContaining({ message: 'Invalid code' }) },
        }),
      ),
    )
    expect(JSON.stringify(client.logger.entries())).not.toContain(wrong)
  })
})
