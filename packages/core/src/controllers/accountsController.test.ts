import { describe, expect, expectTypeOf, it } from 'vitest'
import type { AccountState } from '../client/types.ts'
import { DEFAULT_ACCOUNT_TYPES } from '../options/resolveOptions.ts'
import { createAccountsController } from './accountsController.ts'

const accounts = () => createAccountsController((namespace) => DEFAULT_ACCOUNT_TYPES[namespace] ?? 'eoa')

describe('per-chain account state (SPEC §3)', () => {
  it('holds every field the spec names', () => {
    expectTypeOf<keyof AccountState>().toEqualTypeOf<
      | 'address'
      | 'caipAddress'
      | 'balance'
      | 'balanceSymbol'
      | 'profileName'
      | 'profileImage'
      | 'tokenBalance'
      | 'smartAccountDeployed'
      | 'capabilities'
      | 'preferredAccountType'
      | 'socialProvider'
      | 'farcasterUrl'
      | 'user'
      | 'status'
      | 'balanceLoading'
      | 'lastRetry'
      | 'currentTab'
      | 'connectorId'
      | 'queuesTransactions'
    >()
  })

  it('starts disconnected, on the first tab, with the SPEC §9 default account type of its namespace', () => {
    const controller = accounts()
    expect(controller.get('eip155')).toEqual({
      status: 'disconnected',
      balanceLoading: false,
      preferredAccountType: 'smartAccount',
      currentTab: 0,
    })
    expect(controller.get('bip122').preferredAccountType).toBe('payment')
    expect(controller.get('solana').preferredAccountType).toBe('eoa')
    expect(controller.get('polkadot').preferredAccountType).toBe('eoa')
  })

  it("forgets what it knew of an address when the address changes, and nothing of another namespace's", () => {
    const controller = accounts()
    controller.setConnected('eip155', { connectorId: 'w', address: '0x1', caipAddress: 'eip155:1:0x1' })
    controller.update('eip155', { balance: '1', balanceSymbol: 'ETH', profileName: 'alice.reown.id', tokenBalance: [] })
    controller.setConnected('solana', { connectorId: 's', address: 'So1', caipAddress: 'solana:x:So1' })
    controller.setAddress('eip155', '0x2', 'eip155:1:0x2')
    expect(controller.get('eip155')).toMatchObject({ address: '0x2', status: 'connected' })
    expect(controller.get('eip155').balance).toBeUndefined()
    expect(controller.get('eip155').profileName).toBeUndefined()
    expect(controller.get('eip155').tokenBalance).toBeUndefined()
    expect(controller.get('solana')).toMatchObject({ address: 'So1', status: 'connected' })
  })

  it("keeps the visitor's account type and tab through a disconnect", () => {
    const controller = accounts()
    controller.setConnected('eip155', { connectorId: 'w', address: '0x1', caipAddress: 'eip155:1:0x1' })
    controller.update('eip155', { preferredAccountType: 'eoa', currentTab: 1, balance: '1' })
    controller.reset('eip155')
    expect(controller.get('eip155')).toEqual({
      status: 'disconnected',
      balanceLoading: false,
      preferredAccountType: 'eoa',
      currentTab: 1,
    })
  })
})
