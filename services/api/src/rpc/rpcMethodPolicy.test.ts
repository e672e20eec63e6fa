import { describe, expect, it } from 'vitest'
import { isRpcMethodAllowed } from './rpcMethodPolicy.ts'

describe('isRpcMethodAllowed', () => {
  it('allows the reads, the chain id, gas estimates and raw sends a dapp makes', () => {
    for (const method of ['eth_chainId', 'eth_call', 'eth_getBalance', 'eth_estimateGas', 'eth_sendRawTransaction']) {
      expect(isRpcMethodAllowed(method)).toBe(true)
    }
  })

  it('refuses node administration, signing with node keys and unknown methods', () => {
    const refused = [
      'anvil_setBalance',
      'hardhat_impersonateAccount',
      'debug_traceTransaction',
      'admin_peers',
      'personal_sign',
      'eth_sendTransaction',
      'eth_sign',
      'eth_accounts',
      'evm_mine',
      'ETH_CHAINID',
      '__proto__',
    ]
    for (const method of refused) expect(isRpcMethodAllowed(method)).toBe(false)
  })
})
