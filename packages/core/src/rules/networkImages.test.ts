import { describe, expect, it } from 'vitest'
import { defineNetwork } from '../validation/networks.ts'
import { networkImageSource } from './networkImages.ts'

const network = (id: number, assets?: { imageId?: string; imageUrl?: string }) => ({
  ...defineNetwork({
    id,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  }),
  ...(assets ? { assets } : {}),
})

describe('networkImageSource', () => {
  it('finds a well-known network’s and the devnet’s image id in the chain-id-to-image map', () => {
    expect(networkImageSource(network(1))).toEqual({ imageId: 'ethereum' })
    expect(networkImageSource(network(31337))).toEqual({ imageId: 'foyer-devnet' })
  })

  it('lets a network’s own imageId override the map, and its imageUrl override both', () => {
    expect(networkImageSource(network(1, { imageId: 'my-ethereum' }))).toEqual({ imageId: 'my-ethereum' })
    const url = 'https://dapp.example/eth.svg'
    expect(networkImageSource(network(1, { imageId: 'my-ethereum', imageUrl: url }))).toEqual({ url })
  })

  it('gives no image for a network the map does not know and that names none', () => {
    expect(networkImageSource(network(987654))).toBeUndefined()
  })
})
