import { describe, expect, it } from 'vitest'
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
