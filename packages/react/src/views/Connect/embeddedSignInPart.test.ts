import type { FoyerClient } from '@foyer/core'
import { expect, it, vi } from 'vitest'
import { preloadConnectParts } from './embeddedSignInPart.ts'

const fetched = vi.hoisted(() => ({ count: 0 }))
vi.mock('./EmbeddedSignIn.tsx', () => {
  fetched.count++
  return { EmbeddedSignIn: () => null }
})

const client = (embedded: boolean) => ({ embedded: embedded ? {} : undefined }) as unknown as FoyerClient

it('fetches nothing of the embedded wallet for a dapp that did not configure it', async () => {
  await preloadConnectParts(client(false))
  expect(fetched.count).toBe(0)
})

it('fetches the email field and social logins with the shell for a dapp that did', async () => {
  await preloadConnectParts(client(true))
  expect(fetched.count).toBe(1)
})
