import type { Features } from '@foyer/core'
import { expect, it } from 'vitest'
import { embeddedWays } from './embeddedWays.ts'

// Only the two features it reads.
const features = (ways: Pick<Features, 'email' | 'socials'>) => ways as Features

it('offers email and the listed social logins when the dapp has the embedded wallet', () => {
  expect(embeddedWays(features({ email: true, socials: ['google'] }), true)).toEqual({ email: true, socials: true })
})

it('offers neither without the embedded wallet, whatever the features say', () => {
  expect(embeddedWays(features({ email: true, socials: ['google'] }), false)).toEqual({ email: false, socials: false })
})

it('offers no social logins when they are off or none are listed', () => {
  expect(embeddedWays(features({ email: false, socials: false }), true)).toEqual({ email: false, socials: false })
  expect(embeddedWays(features({ email: true, socials: [] }), true)).toEqual({ email: true, socials: false })
})
