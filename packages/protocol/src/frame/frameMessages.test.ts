import { describe, expect, it } from 'vitest'
import { FRAME_MESSAGE_MAX_BYTES } from './frameConstants.ts'
import { APP_EVENT_PAYLOADS, FRAME_SUCCESS_PAYLOADS } from './frameMessages.ts'
import { parseAppEvent, parseFrameEvent } from './parseFrameMessage.ts'
import { rpcMethodPolicy } from './rpcPolicy.ts'

const id = '7f0b3c2e-8a41-4d6e-9f11-2b5c8d7e6a90'

describe('app events', () => {
  it('accepts each SPEC §7 event in its own shape', () => {
    expect(
      parseAppEvent({ v: 1, id, type: '@foyer-app/CONNECT_EMAIL', payload: { email: 'ada@example.com' } }),
    ).toEqual({ v: 1, id, type: '@foyer-app/CONNECT_EMAIL', payload: { email: 'ada@example.com' } })
    expect(parseAppEvent({ v: 1, id, type: '@foyer-app/SIGN_OUT', payload: {} })?.type).toBe('@foyer-app/SIGN_OUT')
    expect(
      parseAppEvent({
        v: 1,
        id,
        type: '@foyer-app/RPC_REQUEST',
        payload: { method: 'personal_sign', params: ['0x68656c6c6f', '0x0'], chainId: 31337 },
      })?.type,
    ).toBe('@foyer-app/RPC_REQUEST')
  })

  it('covers every event SPEC §7 names', () => {
    expect(Object.keys(APP_EVENT_PAYLOADS)).toEqual(
      expect.arrayContaining([
        'SWITCH_NETWORK',
        'CONNECT_EMAIL',
        'CONNECT_DEVICE',
        'CONNECT_OTP',
        'CONNECT_SOCIAL',
        'CONNECT_FARCASTER',
        'GET_FARCASTER_URI',
        'GET_USER',
        'GET_SOCIAL_REDIRECT_URI',
        'SIGN_OUT',
        'IS_CONNECTED',
        'GET_CHAIN_ID',
        'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
        'INIT_SMART_ACCOUNT',
        'SET_PREFERRED_ACCOUNT',
        'RPC_REQUEST',
        'UPDATE_EMAIL',
        'UPDATE_EMAIL_PRIMARY_OTP',
        'UPDATE_EMAIL_SECONDARY_OTP',
        'SYNC_THEME',
        'SYNC_DAPP_DATA',
        'RELOAD',
        'RPC_ABORT',
      ]),
    )
    expect(Object.keys(FRAME_SUCCESS_PAYLOADS).sort()).toEqual(
      Object.keys(APP_EVENT_PAYLOADS)
        .filter((name) => name !== 'CONNECT_PORT')
        .sort(),
    )
  })

  it.each([
    ['another version', { v: 2, id, type: '@foyer-app/SIGN_OUT', payload: {} }],
    ['no id', { v: 1, type: '@foyer-app/SIGN_OUT', payload: {} }],
    ['an unknown type', { v: 1, id, type: '@foyer-app/EXPORT_KEY', payload: {} }],
    ['a frame answer', { v: 1, id, type: '@foyer-frame/SIGN_OUT_SUCCESS', payload: {} }],
    ['an extra field', { v: 1, id, type: '@foyer-app/SIGN_OUT', payload: {}, origin: '*' }],
    ['an extra payload field', { v: 1, id, type: '@foyer-app/CONNECT_OTP', payload: { otp: '123456', email: 'x' } }],
    ['a malformed code', { v: 1, id, type: '@foyer-app/CONNECT_OTP', payload: { otp: '12ab56' } }],
    ['a malformed email', { v: 1, id, type: '@foyer-app/CONNECT_EMAIL', payload: { email: 'not an email' } }],
    [
      'a script URL',
      { v: 1, id, type: '@foyer-app/SWITCH_NETWORK', payload: { chainId: 1, rpcUrl: 'javascript:alert(1)' } },
    ],
    ['a string', 'hello'],
    ['null', null],
  ])('drops %s', (_, data) => {
    expect(parseAppEvent(data)).toBeUndefined()
  })

  it('drops a message over the size cap before reading it', () => {
    const params = [`0x${'ab'.repeat(FRAME_MESSAGE_MAX_BYTES / 2)}`]
    expect(
      parseAppEvent({ v: 1, id, type: '@foyer-app/RPC_REQUEST', payload: { method: 'personal_sign', params } }),
    ).toBe(undefined)
  })

  it('drops a value JSON cannot size', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(parseAppEvent({ v: 1, id, type: '@foyer-app/RPC_REQUEST', payload: { method: 'x', params: cyclic } })).toBe(
      undefined,
    )
  })
})

describe('frame events', () => {
  it('accepts an answer, an error and the frame’s own events', () => {
    expect(
      parseFrameEvent({ v: 1, id, type: '@foyer-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } }),
    ).toBeDefined()
    expect(
      parseFrameEvent({ v: 1, id, type: '@foyer-frame/RPC_REQUEST_ERROR', payload: { message: 'nope' } }),
    ).toBeDefined()
    expect(parseFrameEvent({ v: 1, type: '@foyer-frame/READY', payload: { version: '1' } })).toBeDefined()
    expect(parseFrameEvent({ v: 1, type: '@foyer-frame/SHOW', payload: { purpose: 'approve' } })).toBeDefined()
  })

  it('drops an answer without its request id, and an app event', () => {
    expect(parseFrameEvent({ v: 1, type: '@foyer-frame/GET_USER_SUCCESS', payload: {} })).toBeUndefined()
    expect(parseFrameEvent({ v: 1, id, type: '@foyer-app/SIGN_OUT', payload: {} })).toBeUndefined()
  })
})

describe('rpcMethodPolicy (SPEC §6)', () => {
  it.each([
    ['eth_chainId', 'safe'],
    ['eth_call', 'safe'],
    ['eth_estimateGas', 'safe'],
    ['eth_sendRawTransaction', 'safe'],
    ['wallet_getCapabilities', 'safe'],
    ['personal_sign', 'approve'],
    ['eth_signTypedData_v4', 'approve'],
    ['eth_sendTransaction', 'approve'],
    ['wallet_sendCalls', 'approve'],
    ['wallet_grantPermissions', 'approve'],
    ['wallet_revokePermissions', 'approve'],
    ['eth_sendUserOperation', 'approve'],
    ['solana_signMessage', 'approve'],
    ['solana_signTransaction', 'approve'],
    ['solana_signAndSendTransaction', 'approve'],
    ['eth_sign', 'forbidden'],
    ['eth_signTransaction', 'forbidden'],
    ['wallet_addEthereumChain', 'forbidden'],
    ['__proto__', 'forbidden'],
  ])('%s is %s', (method, policy) => {
    expect(rpcMethodPolicy(method)).toBe(policy)
  })
})
