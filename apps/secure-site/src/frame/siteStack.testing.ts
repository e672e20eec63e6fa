import { randomBytes } from 'node:crypto'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createMemoryLogger, type NetworkConfig, startApiServer } from '@foyer/api'
import { startMailSink } from '@foyer/mail-sink'
import { driveLogin, startLocalOidc } from '@foyer/oidc-provider'
import { SOCIAL_CALLBACK_PAGE_PATH, socialCallbackResponseSchema } from '@foyer/protocol'
import { startSecureSite } from '../../server.ts'
import type { DeviceShareStore } from '../custody/deviceShareStore.ts'
import { createChainRpc } from './chainRpc.ts'
import { createEmbeddedApi } from './embeddedApi.ts'
import { approvalVisitor, testFrameContext } from './frameContext.testing.ts'
import { frameHandlers } from './frameHandlers.ts'
import { createFrameStorage } from './frameStorage.ts'
import type { RecoveryPrompt } from './recoveryPrompt.ts'

// Test-only: the real API (embedded wallet on, codes mailed to a real SMTP sink) behind the real secure-site
// server, and frame pages running the real handlers against it as a browser would.

export const STACK_PROJECT = 'frame-over-api'
const DAPP = 'http://127.0.0.1:4173'
const CHEAP_KDF = { name: 'argon2id', t: 1, m: 8 * 1024, p: 1 } as const
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36'

export async function startSiteStack(chains: readonly NetworkConfig[] = []) {
  const sink = await startMailSink()
  const api = await startApiServer({
    port: 0,
    chains,
    log: createMemoryLogger(),
    mail: { smtpUrl: sink.smtpUrl, from: 'Foyer <no-reply@foyer.test>' },
    embedded: {
      secureSiteOrigin: 'http://127.0.0.1:1',
      kek: randomBytes(32).toString('base64'),
      otpKey: randomBytes(32).toString('hex'),
    },
  })
  await api.upsertProject({ id: STACK_PROJECT, name: 'Frame over API', tier: 'pro', allowedOrigins: [DAPP] })
  const distDir = await mkdtemp(join(tmpdir(), 'foyer-secure-site-'))
  await writeFile(join(distDir, 'frame.html'), '<html><head></head></html>')
  const site = await startSecureSite({ port: 0, apiUrl: api.url, distDir })
  // The API answers the secure site's origin, which is known only once it listens.
  // The local OpenID provider stands in for google and github, redirecting to this secure site's callback page.
  const oidc = await startLocalOidc({ redirectUris: [`${site.origin}${SOCIAL_CALLBACK_PAGE_PATH}`] })
  const social = (clientId: string) => ({ issuer: oidc.issuer, clientId, clientSecret: oidc.clientSecret })
  if (api.deps.config.embedded) {
    api.deps.config.embedded.secureSiteOrigin = site.origin
    api.deps.config.embedded.socials = { google: social('google'), github: social('github') }
  }

  /** A same-origin POST from a page of the secure site carries its Origin, as a browser sends it. */
  const sameOrigin: typeof fetch = (url, init) =>
    fetch(url, { ...init, headers: { ...init?.headers, origin: site.origin } })

  /** One browser: its frame storage and device shares, the visitor typing `password` when asked. */
  const browser = (password: string) => {
    const shares = new Map<string, Uint8Array>()
    const deviceShares: DeviceShareStore = {
      load: async (id) => shares.get(id)?.slice(),
      save: async (id, share) => void shares.set(id, share.slice()),
      clear: async () => shares.clear(),
    }
    return { deviceShares, storage: createFrameStorage(STACK_PROJECT, undefined, Date.now), password }
  }

  /** A frame page in `at`: the real handlers over the real API; the visitor answers approvals in turn. */
  const framePage = (at: ReturnType<typeof browser>, ...approvals: ('approve' | 'reject')[]) => {
    const recovery: RecoveryPrompt & { asked: string[] } = {
      asked: [],
      async ask(purpose, submit) {
        recovery.asked.push(purpose)
        await submit(at.password)
      },
    }
    const { context } = testFrameContext({
      // The dapp the handshake proved: one of the project's allowed origins.
      parentOrigin: DAPP,
      api: createEmbeddedApi({
        origin: site.origin,
        projectId: STACK_PROJECT,
        token: at.storage.token,
        fetch: sameOrigin,
      }),
      rpc: (chainId) => createChainRpc({ origin: site.origin, projectId: STACK_PROJECT, chainId, fetch: sameOrigin }),
      bundler: (chainId) =>
        createChainRpc({
          origin: site.origin,
          projectId: STACK_PROJECT,
          chainId,
          fetch: sameOrigin,
          endpoint: 'bundler',
        }),
      storage: at.storage,
      deviceShares: at.deviceShares,
      recovery,
      approval: approvalVisitor(...approvals).prompt,
      recoveryKdf: CHEAP_KDF,
    })
    const handlers = frameHandlers(context, { userAgent: UA, root: { dataset: {} }, reload: () => {} })
    return { handlers, recovery, context }
  }

  /** The code in the first mail to `email` since `after`. */
  const mailedCode = async (email: string, after: number) =>
    /\b(\d{6})\b/.exec((await sink.waitForMail({ to: email, after })).text)?.[1] ?? ''

  /** CONNECT_EMAIL, then CONNECT_OTP with the mailed code; CONNECT_OTP's answer. */
  const logIn = async (page: ReturnType<typeof framePage>, email: string) => {
    const after = Date.now()
    await page.handlers.CONNECT_EMAIL({ email }, crypto.randomUUID())
    return page.handlers.CONNECT_OTP({ otp: await mailedCode(email, after) }, crypto.randomUUID())
  }

  /**
   * The popup's part of a social login: the provider's page answered as `username` (or cancelled), then what the
   * secure site's callback page does with the redirect. Answers the callback's answer (resultUri, targetOrigin).
   */
  const popup = async (uri: string, choice: { username: string } | 'cancel') => {
    const redirect = await driveLogin(uri, choice)
    const answer = await sameOrigin(`${site.origin}/api/v1/embedded/social/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: redirect.search.slice(1) }),
    })
    return socialCallbackResponseSchema.parse(await answer.json())
  }

  /** GET_SOCIAL_REDIRECT_URI, the popup, then CONNECT_SOCIAL with its result: CONNECT_SOCIAL's answer. */
  const socialLogIn = async (page: ReturnType<typeof framePage>, username: string, provider = 'google') => {
    const { uri } = await page.handlers.GET_SOCIAL_REDIRECT_URI({ provider }, crypto.randomUUID())
    const back = await popup(uri, { username })
    if (back.status !== 'success') throw new Error(`social login: ${back.message}`)
    return page.handlers.CONNECT_SOCIAL({ uri: back.resultUri }, crypto.randomUUID())
  }

  /** Runs `step` with the API's clock 31 s ahead: past an address's code cooldown. */
  const pastCooldown = async <T>(step: () => Promise<T>): Promise<T> => {
    const now = api.deps.now
    api.deps.now = () => now() + 31_000
    try {
      return await step()
    } finally {
      api.deps.now = now
    }
  }

  /** The device-approval link in the first such mail to `email` since `after`, once it has arrived. */
  const deviceLink = async (email: string, after: number) => {
    for (;;) {
      const mail = sink
        .messages()
        .find((each) => each.receivedAt >= after && each.to.includes(email) && /approve/i.test(each.text))
      const link = mail && /https?:\/\/\S+approve\S+/.exec(mail.text)?.[0]
      if (link) return link
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  return {
    sink,
    api,
    site,
    sameOrigin,
    browser,
    framePage,
    mailedCode,
    logIn,
    pastCooldown,
    deviceLink,
    popup,
    socialLogIn,
    async stop() {
      await oidc.stop()
      await site.stop()
      await api.stop()
      await sink.stop()
    },
  }
}

export type SiteStack = Awaited<ReturnType<typeof startSiteStack>>
