import type { FoyerClient } from '@foyer/core'
import { expect, it, vi } from 'vitest'
import { preloadConnectParts } from './embeddedSignInPart.ts'

const fetched = vi.hoisted(() => ({ part: 0, marks: 0 }))
vi.mock('./EmbeddedSignIn.tsx', () => {
  fetched.part++
  return {
    EmbeddedSignIn: () => null,
    loadSocialMarks: async () => {
      fetched.marks++
    },
  }
})

const client = (embedded: boolean, socials: string[] | false) =>
  ({
    embedded: embedded ? {} : undefined,
    stores: { features: { getState: () => ({ email: true, socials }) } },
  }) as unknown as FoyerClient

it('fetches nothing of the embedded wallet for a dapp that did not configure it', async () => {
  await preloadConnectParts(client(false, ['google']))
  expect(fetched).toEqual({ part: 0, marks: 0 })
})

it('fetches the email field with the shell for a dapp that did, and no social marks while it lists none', async () => {
  await preloadConnectParts(client(true, false))
  expect(fetched).toEqual({ part: 1, marks: 0 })
})

it('fetches the social marks with the part when it lists social logins, without holding the part for them', async () => {
  await preloadConnectParts(client(true, ['google']))
  await vi.waitFor(() => expect(fetched).toEqual({ part: 1, marks: 1 }))
})
