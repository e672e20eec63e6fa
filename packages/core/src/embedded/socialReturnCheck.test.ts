// @vitest-environment jsdom
import { SOCIAL_RETURN_KEY } from '@foyer/protocol/frame-constants'
import { afterEach, describe, expect, it } from 'vitest'
import { SOCIAL_RETURN_PREFIX, takeSocialReturn } from './socialReturnCheck.ts'

afterEach(() => history.replaceState(null, '', '/'))

describe("the page start's look for a social login coming back", () => {
  it('takes the outcome out of the address bar at once, keeping the page, its query and its history state', () => {
    history.replaceState({ kept: true }, '', '/shop?item=7#foyer-social=success&resultUri=r&state=s')
    expect(takeSocialReturn()).toBe('#foyer-social=success&resultUri=r&state=s')
    expect([location.pathname, location.search, location.hash]).toEqual(['/shop', '?item=7', ''])
    expect(history.state).toEqual({ kept: true })
    expect(takeSocialReturn()).toBeUndefined()
  })

  it('looks for the key the secure site writes', () => {
    expect(SOCIAL_RETURN_PREFIX).toBe(`#${SOCIAL_RETURN_KEY}=`)
  })

  it("leaves any other fragment alone, the dapp's own included", () => {
    for (const hash of ['#section', '#/route?foyer-social=success', '#foyer-socialist', '']) {
      history.replaceState(null, '', `/page${hash}`)
      expect(takeSocialReturn()).toBeUndefined()
      expect(location.hash).toBe(hash)
    }
  })
})
