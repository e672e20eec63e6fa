import type { FrameOwnEventName } from '@foyer/protocol'
import { deriveWalletKeys } from '../custody/walletKeys.ts'
import { createEvmSigner } from '../signers/evmSigner.ts'
import { createSolanaSigner } from '../signers/solanaSigner.ts'
import type { JsonRpc } from './chainRpc.ts'
import type { EmbeddedApi } from './embeddedApi.ts'
import type { ApprovalPrompt, FrameContext, RequestDescription } from './frameContext.ts'
import { createFrameStorage } from './frameStorage.ts'

/** A fixed wallet for the frame's tests: real keys and real signers from known entropy. */
export function testWallet() {
  const keys = deriveWalletKeys(new Uint8Array(32).fill(7))
  return { keys, signers: { evm: createEvmSigner(keys.evm), solana: createSolanaSigner(keys.solana) } }
}

/** The visitor at the approval screen: answers each request in turn, or waits until it is aborted. */
export function approvalVisitor(...answers: ('approve' | 'reject' | 'wait')[]) {
  const seen: { description: RequestDescription; requester: string }[] = []
  const prompt: ApprovalPrompt = {
    ask(description, requester, signal) {
      seen.push({ description, requester })
      const answer = answers.shift() ?? 'wait'
      if (answer !== 'wait') return Promise.resolve(answer === 'approve')
      return new Promise((_, reject) =>
        signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }),
      )
    },
  }
  return { prompt, seen }
}

/**
 * A frame context for handler tests: real custody and signers, the visitor and the chain played by the test.
 * `api` is left unimplemented unless given: handlers that reach it belong to tests that bring one.
 */
export function testFrameContext(overrides: Partial<FrameContext> = {}) {
  const emitted: { name: FrameOwnEventName; payload: unknown }[] = []
  const rpcCalls: { chainId: number | string; method: string; params: readonly unknown[] }[] = []
  const context: FrameContext = {
    params: {
      projectId: 'demo',
      chainId: 1,
      version: '',
      enableLogger: false,
      allowedOrigins: ['https://dapp.example'],
    },
    parentOrigin: 'https://dapp.example',
    api: new Proxy({} as EmbeddedApi, {
      get: (_, name) => () => Promise.reject(new Error(`api.${String(name)} is not in this test`)),
    }),
    storage: createFrameStorage('demo', undefined, () => 0),
    deviceShares: {
      load: async () => undefined,
      save: async () => {},
      clear: async () => {},
    },
    outbox: { emit: (name, payload) => void emitted.push({ name, payload }) },
    recovery: { ask: () => Promise.reject(new Error('no recovery in this test')) },
    approval: approvalVisitor().prompt,
    rpc: (chainId): JsonRpc => ({
      request: async (method, params) => {
        rpcCalls.push({ chainId, method, params })
        return '0x1'
      },
    }),
    bundler: (chainId): JsonRpc => ({
      request: async (method) => Promise.reject(new Error(`bundler ${chainId} ${method} is not in this test`)),
    }),
    createSigners: (keys) => ({ evm: createEvmSigner(keys.evm), solana: createSolanaSigner(keys.solana) }),
    describeRequest: (method) => ({ title: method, rows: [] }),
    state: { evmChainId: 1, login: {}, signOut: new AbortController() },
    ...overrides,
  }
  return { context, emitted, rpcCalls }
}
