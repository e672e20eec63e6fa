import { type AppEvent, FRAME_TEXTS, FRAME_USER_REJECTED, parseAppEvent, rpcMethodPolicy } from '@foyer/protocol/frame'
import { memorySignature } from '../client/memoryWallet.testing.ts'
import type { FrameWindow, MountedFrame } from './frameMount.ts'

/** The providers the double's secure site has configured (what the API would list). */
const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'apple', 'github', 'facebook']

/** SPEC §9: the frame's own 30 s cooldown between two codes to one address, as the API enforces it. */
const COOLDOWN_MS = 30_000

export const DOUBLE_ACCOUNTS = {
  eip155: '0x2222222222222222222222222222222222222222',
  solana: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  /** The visitor's smart account on the networks where the frame has one. */
  smartAccount: '0x5555555555555555555555555555555555555555',
}

type Held = { id: string; event: Extract<AppEvent, { type: '@foyer-app/RPC_REQUEST' }> }

/**
 * An honest stand-in for apps/secure-site's frame, on the other end of a real MessageChannel: it accepts the
 * handshake only at its exact origin and only once, speaks the protocol's messages (parsed with the protocol's
 * own schemas) and keeps the state a frame keeps — codes, a signed-in visitor, approvals the visitor has not
 * answered yet. Signatures are digests (memorySignature), not cryptography: core never checks them.
 */
export function createFrameDouble(options: {
  origin: string
  ready?: boolean
  knownEmails?: string[]
  /** A visitor the frame still has a session for (a reload of the dapp's page). */
  signedInAs?: string
  /** The iframe to hand out as the frame's element (component tests with a DOM). */
  element?: HTMLIFrameElement
  /** The networks where the visitor has a smart account (GET_SMART_ACCOUNT_ENABLED_NETWORKS); none by default. */
  smartAccountNetworks?: number[]
}) {
  const smartAccountNetworks = options.smartAccountNetworks ?? []
  const state = {
    urls: [] as string[],
    /** Every app event that arrived on the port, in order (the handshake excepted). */
    received: [] as AppEvent[],
    /** Handshakes refused (wrong target origin, a second port, off-schema). */
    refused: [] as string[],
    signedIn: options.signedInAs !== undefined,
    email: options.signedInAs,
    /** The code last mailed to each address. */
    codes: new Map<string, string>(),
    lastSentAt: new Map<string, number>(),
    /** Addresses that already have a wallet: a first login from here needs the device approved. */
    knownEmails: new Set(options.knownEmails ?? []),
    loginEmail: undefined as string | undefined,
    pendingDevice: undefined as (() => void) | undefined,
    update: undefined as { newEmail: string; step: 'primary' | 'secondary' } | undefined,
    chainId: 1 as number | string,
    held: [] as Held[],
    /** Answer every request twice (the second answer must be dropped). */
    answerTwice: false,
    /** GET_USER fails (a wallet the frame cannot rebuild). */
    failUser: false,
    /** Never answer these app events (timeouts). */
    silent: new Set<string>(),
    /** Refuse the next one of these app events with 'Something went wrong' (a frame that failed once). */
    refuseOnce: new Set<string>(),
    removed: false,
    /** The social results the popup handed out and the frame has not redeemed yet: result URI → username. */
    socialResults: new Map<string, string>(),
    userName: undefined as string | undefined,
    /** Sign In With Farcaster: channels opened, the wait the Farcaster app answers, RELOADs received. */
    farcasterChannels: 0,
    farcasterWait: undefined as ((outcome: { userName: string } | { error: string }) => void) | undefined,
    reloads: 0,
    /** The account type the visitor prefers, as GET_USER and SET_PREFERRED_ACCOUNT last said. */
    preferredAccountType: 'eoa' as 'eoa' | 'smartAccount',
    smartAccountDeployed: false,
  }
  let port: MessagePort | undefined

  const send = (message: unknown) => port?.postMessage(message)
  const succeed = (event: AppEvent, payload: unknown) => {
    const name = event.type.slice('@foyer-app/'.length)
    const answer = { v: 1, id: event.id, type: `@foyer-frame/${name}_SUCCESS`, payload }
    send(answer)
    if (state.answerTwice) send(answer)
  }
  const refuse = (event: AppEvent, message: string) => {
    const name = event.type.slice('@foyer-app/'.length)
    send({ v: 1, id: event.id, type: `@foyer-frame/${name}_ERROR`, payload: { message } })
  }
  const mailCode = (email: string) => {
    const code = String(100000 + Math.floor(Math.random() * 900000))
    state.codes.set(email, code)
    state.lastSentAt.set(email, Date.now())
  }
  const cooldownLeft = (email: string) => {
    const last = state.lastSentAt.get(email)
    return last === undefined ? 0 : Math.ceil((last + COOLDOWN_MS - Date.now()) / 1000)
  }
  const checkCode = (email: string | undefined, otp: string) => email !== undefined && state.codes.get(email) === otp
  const smartAccountHere = () => smartAccountNetworks.includes(Number(state.chainId))
  // As the real frame: the smart account is the one in use where the visitor prefers it and the network has it.
  const activeAddress = () =>
    state.preferredAccountType === 'smartAccount' && smartAccountHere()
      ? DOUBLE_ACCOUNTS.smartAccount
      : DOUBLE_ACCOUNTS.eip155
  const user = () => ({
    ...(state.email ? { email: state.email } : {}),
    ...(state.userName !== undefined && { userName: state.userName }),
    address: activeAddress(),
    chainId: state.chainId,
    accounts: [
      { namespace: 'eip155', address: DOUBLE_ACCOUNTS.eip155, type: 'eoa' },
      ...(smartAccountHere()
        ? [{ namespace: 'eip155', address: DOUBLE_ACCOUNTS.smartAccount, type: 'smartAccount' }]
        : []),
      { namespace: 'solana', address: DOUBLE_ACCOUNTS.solana, type: 'eoa' },
    ],
    ...(smartAccountNetworks.length > 0
      ? { preferredAccountType: state.preferredAccountType, smartAccountDeployed: state.smartAccountDeployed }
      : {}),
  })

  function handle(event: AppEvent) {
    state.received.push(event)
    const name = event.type.slice('@foyer-app/'.length)
    if (state.silent.has(name)) return
    if (state.refuseOnce.delete(name)) return refuse(event, FRAME_TEXTS.failed)
    switch (event.type) {
      case '@foyer-app/SYNC_DAPP_DATA':
        return succeed(event, {})
      case '@foyer-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return succeed(event, { smartAccountEnabledNetworks: smartAccountNetworks })
      case '@foyer-app/SET_PREFERRED_ACCOUNT':
        if (!state.signedIn) return refuse(event, FRAME_TEXTS.failed)
        if (event.payload.type === 'smartAccount' && !smartAccountHere()) return refuse(event, FRAME_TEXTS.failed)
        state.preferredAccountType = event.payload.type
        return succeed(event, { type: event.payload.type, address: activeAddress() })
      case '@foyer-app/INIT_SMART_ACCOUNT':
        if (!state.signedIn || !smartAccountHere()) return refuse(event, FRAME_TEXTS.failed)
        return succeed(event, { address: DOUBLE_ACCOUNTS.smartAccount, isDeployed: state.smartAccountDeployed })
      case '@foyer-app/CONNECT_EMAIL': {
        const left = cooldownLeft(event.payload.email)
        if (left > 0) return refuse(event, `Please try again after ${left} seconds`)
        state.loginEmail = event.payload.email
        mailCode(event.payload.email)
        return succeed(event, { action: 'VERIFY_OTP' })
      }
      case '@foyer-app/CONNECT_OTP': {
        if (!checkCode(state.loginEmail, event.payload.otp)) return refuse(event, 'Invalid code')
        const email = state.loginEmail as string
        state.codes.delete(email)
        if (state.knownEmails.has(email)) return succeed(event, { action: 'VERIFY_DEVICE' })
        state.knownEmails.add(email)
        state.signedIn = true
        state.email = email
        return succeed(event, { action: 'CONNECTED' })
      }
      case '@foyer-app/CONNECT_DEVICE':
        state.pendingDevice = () => {
          state.signedIn = true
          state.email = state.loginEmail
          succeed(event, {})
        }
        return
      case '@foyer-app/GET_SOCIAL_REDIRECT_URI':
        if (!SOCIAL_PROVIDERS.includes(event.payload.provider)) return refuse(event, FRAME_TEXTS.failed)
        return succeed(event, {
          uri: `${options.origin}/social/authorize?provider=${encodeURIComponent(event.payload.provider)}`,
        })
      case '@foyer-app/CONNECT_SOCIAL': {
        // Single use, as the secure site's results are.
        const userName = state.socialResults.get(event.payload.uri)
        if (userName === undefined) return refuse(event, 'Failed to initiate social connection')
        state.socialResults.delete(event.payload.uri)
        state.signedIn = true
        state.email = undefined
        state.userName = userName
        if (event.payload.chainId !== undefined) state.chainId = event.payload.chainId
        return succeed(event, user())
      }
      case '@foyer-app/IS_CONNECTED':
        return succeed(event, { isConnected: state.signedIn })
      case '@foyer-app/GET_USER':
        if (!state.signedIn || state.failUser) return refuse(event, FRAME_TEXTS.failed)
        if (event.payload.chainId !== undefined) state.chainId = event.payload.chainId
        if (event.payload.preferredAccountType) state.preferredAccountType = event.payload.preferredAccountType
        return succeed(event, user())
      case '@foyer-app/SIGN_OUT':
        state.signedIn = false
        state.email = undefined
        state.userName = undefined
        return succeed(event, {})
      case '@foyer-app/SWITCH_NETWORK':
        state.chainId = event.payload.chainId
        return succeed(event, { chainId: state.chainId })
      case '@foyer-app/UPDATE_EMAIL':
        if (!state.signedIn || !state.email) return refuse(event, FRAME_TEXTS.failed)
        state.update = { newEmail: event.payload.email, step: 'primary' }
        mailCode(state.email)
        return succeed(event, { action: 'VERIFY_PRIMARY_OTP' })
      case '@foyer-app/UPDATE_EMAIL_PRIMARY_OTP':
        if (state.update?.step !== 'primary' || !checkCode(state.email, event.payload.otp)) {
          return refuse(event, 'Invalid code')
        }
        state.update.step = 'secondary'
        mailCode(state.update.newEmail)
        return succeed(event, { action: 'VERIFY_SECONDARY_OTP' })
      case '@foyer-app/UPDATE_EMAIL_SECONDARY_OTP': {
        const update = state.update
        if (update?.step !== 'secondary' || !checkCode(update.newEmail, event.payload.otp)) {
          return refuse(event, 'Invalid code')
        }
        state.email = update.newEmail
        state.update = undefined
        return succeed(event, { newEmail: update.newEmail })
      }
      case '@foyer-app/RPC_REQUEST':
        return answerRpc(event)
      case '@foyer-app/GET_FARCASTER_URI':
        state.farcasterChannels += 1
        return succeed(event, { url: `https://farcaster.example/~/siwf?channelToken=c${state.farcasterChannels}` })
      case '@foyer-app/CONNECT_FARCASTER':
        state.farcasterWait = (outcome) => {
          state.farcasterWait = undefined
          if ('error' in outcome) return refuse(event, outcome.error)
          state.signedIn = true
          state.email = undefined
          state.userName = outcome.userName
          succeed(event, outcome)
        }
        return
      case '@foyer-app/RELOAD':
        state.reloads += 1
        return succeed(event, {})
      case '@foyer-app/RPC_ABORT': {
        const held = state.held.find((entry) => entry.id === event.payload.requestId)
        state.held = state.held.filter((entry) => entry !== held)
        if (held) refuse(held.event, FRAME_TEXTS.aborted)
        return succeed(event, {})
      }
      default:
        return refuse(event, FRAME_TEXTS.failed)
    }
  }

  function answerRpc(event: Extract<AppEvent, { type: '@foyer-app/RPC_REQUEST' }>) {
    const { method, params } = event.payload
    const policy = rpcMethodPolicy(method)
    if (!state.signedIn) return refuse(event, FRAME_TEXTS.failed)
    if (policy === 'forbidden') return refuse(event, FRAME_TEXTS.notAllowed)
    if (policy === 'approve') {
      state.held.push({ id: event.id, event })
      return
    }
    if (method === 'eth_chainId') return succeed(event, { result: `0x${Number(state.chainId).toString(16)}` })
    if (method === 'eth_accounts') return succeed(event, { result: [activeAddress()] })
    return succeed(event, { result: params ?? null })
  }

  function approvalOf(held: Held): unknown {
    const { method, params } = held.event.payload
    if (method === 'personal_sign' && Array.isArray(params)) {
      return memorySignature(String(params[0]), DOUBLE_ACCOUNTS.eip155)
    }
    return `0x${'ab'.repeat(32)}`
  }

  const frameWindow: FrameWindow = {
    postMessage(message, targetOrigin, transfer) {
      const event = parseAppEvent(message)
      const [offered] = transfer
      if (targetOrigin !== options.origin) return void state.refused.push(`target origin ${targetOrigin}`)
      if (event?.type !== '@foyer-app/CONNECT_PORT' || !(offered instanceof MessagePort)) {
        return void state.refused.push('not a handshake')
      }
      if (port) return void state.refused.push('a second port')
      port = offered
      port.addEventListener('message', (incoming: MessageEvent) => {
        const parsed = parseAppEvent(incoming.data)
        if (parsed) handle(parsed)
        else state.refused.push('off-schema message')
      })
      port.start()
      if (options.ready !== false) double.sendReady()
    },
  }

  const double = {
    state,
    mount(url: string): MountedFrame {
      state.urls.push(url)
      return {
        ...(options.element ? { element: options.element } : {}),
        loaded: Promise.resolve(frameWindow),
        remove: () => {
          state.removed = true
          port?.close()
          // A frame mounted again (the provider reloaded) is a new page: it takes a handshake of its own.
          port = undefined
        },
      }
    },
    /** Whether the handshake gave it its port. */
    isConnected: () => port !== undefined,
    sendReady: () => send({ v: 1, type: '@foyer-frame/READY', payload: { version: '1' } }),
    show: (purpose: 'approve' | 'create-recovery' | 'enter-recovery') =>
      send({ v: 1, type: '@foyer-frame/SHOW', payload: { purpose } }),
    hide: () => send({ v: 1, type: '@foyer-frame/HIDE', payload: {} }),
    /** Anything at all, as a compromised or buggy frame might send it. */
    sendRaw: send,
    codeFor: (email: string) => state.codes.get(email),
    /** The provider signed `userName` in: the opaque, single-use result the popup posts back. */
    issueSocialResult(userName: string): string {
      const uri = `${options.origin}/social/result/${state.socialResults.size + 1}-${crypto.randomUUID()}`
      state.socialResults.set(uri, userName)
      return uri
    },
    /** The visitor clicked the link in the device-approval mail. */
    approveDevice: () => state.pendingDevice?.(),
    /** The visitor approved (or rejected) the oldest request on the frame's approval screen. */
    approve() {
      const held = state.held.shift()
      if (held) succeed(held.event, { result: approvalOf(held) })
    },
    reject() {
      const held = state.held.shift()
      if (held) refuse(held.event, FRAME_USER_REJECTED)
    },
    /** The visitor's Farcaster app approved (or the wait ended with `error`, a frame text). */
    answerFarcaster: (outcome: { userName: string } | { error: string }) => state.farcasterWait?.(outcome),
    received: (name: string) => state.received.filter((event) => event.type === `@foyer-app/${name}`),
    close: () => port?.close(),
  }
  return double
}

export type FrameDouble = ReturnType<typeof createFrameDouble>
