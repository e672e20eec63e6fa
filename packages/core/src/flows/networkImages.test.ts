import { describe, expect, it } from 'vitest'
import { apiClientFromOptions } from '../api/apiClient.ts'
import { defineNetwork } from '../validation/networks.ts'
import { networkImageUrls } from './networkImages.ts'

const chain = (id: number) => ({
  id,
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

describe('networkImageUrls', () => {
  const api = apiClientFromOptions({ apiUrl: 'http://127.0.0.1:9/api', projectId: 'demo' })

  it('points each network at the API’s asset image of its image id, with the project id the API asks for', () => {
    const urls = networkImageUrls(api, [defineNetwork(chain(31337)), defineNetwork(chain(987654))])
    expect(urls).toEqual({
      'eip155:31337': 'http://127.0.0.1:9/api/public/getAssetImage/foyer-devnet?projectId=demo&st=foyer-react&sv=0.1.0',
    })
  })

  it('keeps a network’s own imageUrl, with or without an API', () => {
    const own = { ...defineNetwork(chain(1)), assets: { imageUrl: 'https://dapp.example/eth.svg' } }
    expect(networkImageUrls(api, [own])).toEqual({ 'eip155:1': 'https://dapp.example/eth.svg' })
    expect(networkImageUrls(undefined, [own, defineNetwork(chain(10))])).toEqual({
      'eip155:1': 'https://dapp.example/eth.svg',
    })
  })
})
