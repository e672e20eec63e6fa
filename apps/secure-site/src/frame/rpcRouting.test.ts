import { expect, it } from 'vitest'
import { routeRpc } from './rpcRouting.ts'

it('answers the accounts, the chain id and the capabilities itself', () => {
  for (const method of ['eth_accounts', 'eth_chainId', 'wallet_getCapabilities', 'solana_getAccounts']) {
    expect(routeRpc(method)).toBe('local')
  }
})

it('passes safe reads and raw sends to the chain', () => {
  for (const method of ['eth_call', 'eth_getBalance', 'eth_estimateGas', 'eth_sendRawTransaction', 'getBalance']) {
    expect(routeRpc(method)).toBe('forward')
  }
})

it('asks the visitor before every signature', () => {
  for (const method of ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls']) {
    expect(routeRpc(method)).toBe('sign')
  }
  expect(routeRpc('solana_signAndSendTransaction')).toBe('sign')
  expect(routeRpc('solana_signAllTransactions')).toBe('sign')
  // The smart account's; the handler refuses it while the ordinary account is active.
  expect(routeRpc('eth_sendUserOperation')).toBe('sign')
})

it('refuses what neither account can do even though the policy would ask for it', () => {
  expect(routeRpc('wallet_grantPermissions')).toBe('unsupported')
  expect(routeRpc('wallet_revokePermissions')).toBe('unsupported')
})

it('refuses anything the policy does not name', () => {
  for (const method of ['eth_sign', 'eth_signTransaction', 'wallet_addEthereumChain', 'debug_traceCall', '']) {
    expect(routeRpc(method)).toBe('forbidden')
  }
})
