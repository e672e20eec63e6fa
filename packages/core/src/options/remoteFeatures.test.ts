import { describe, expect, it } from 'vitest'
import { applyRemoteFeatures } from './remoteFeatures.ts'
import { resolveOptions } from './resolveOptions.ts'

const local = resolveOptions({ networks: [] as never, adapters: [] }).features

describe('applyRemoteFeatures', () => {
  it("applies the project's features over the defaults", () => {
    const { features } = applyRemoteFeatures(local, new Set(), {
      send: false,
      connectOrder: ['recent', 'injected', 'walletConnect'],
    })
    expect(features.send).toBe(false)
    expect(features.connectOrder).toEqual(['recent', 'injected', 'walletConnect'])
    expect(features.receive).toBe(true)
  })

  it('reports the settings of the dapp that the project changed', () => {
    const dapp = { ...local, allWallets: false }
    const { features, overridden } = applyRemoteFeatures(dapp, new Set(['allWallets']), {
      allWallets: true,
      send: true,
    })
    expect(features.allWallets).toBe(true)
    expect(overridden).toEqual(['allWallets'])
  })

  it('never turns analytics on when the dapp turned it off, and may turn it off', () => {
    expect(
      applyRemoteFeatures({ ...local, analytics: false }, new Set(['analytics']), { analytics: true }).features,
    ).toMatchObject({ analytics: false })
    expect(applyRemoteFeatures(local, new Set(), { analytics: false }).features.analytics).toBe(false)
  })

  it('ignores unknown features and values of the wrong shape', () => {
    const { features, ignored } = applyRemoteFeatures(local, new Set(), {
      send: 'yes',
      connectOrder: ['walletConnect', 'everything'],
      socials: 3,
      colour: 'red',
    })
    expect(features).toEqual(local)
    expect(ignored.sort()).toEqual(['colour', 'connectOrder', 'send', 'socials'])
  })

  it('keeps SPEC §5: with pay on, email and socials are off', () => {
    const { features } = applyRemoteFeatures(local, new Set(), { pay: true, email: true, socials: ['google'] })
    expect(features).toMatchObject({ pay: true, email: false, socials: false })
  })
})
