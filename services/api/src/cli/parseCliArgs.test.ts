import { describe, expect, it } from 'vitest'
import { CliUsageError, parseCliArgs, parseFeature } from './parseCliArgs.ts'

describe('parseCliArgs', () => {
  it('reads project create with repeated origins, limits and features', () => {
    const argv = ['project', 'create', '--id', 'x', '--name', 'Y', '--tier', 'starter', '--origin', 'http://a.test']
    argv.push('--origin', 'http://b.test', '--mau-limit', '100', '--rpc-limit', 'default')
    argv.push('--feature', 'email=true', '--feature', 'socials=google,x')
    expect(parseCliArgs(argv)).toEqual({
      command: 'create',
      id: 'x',
      patch: {
        name: 'Y',
        tier: 'starter',
        allowedOrigins: ['http://a.test', 'http://b.test'],
        mauLimit: 100,
        rpcLimit: null,
        features: { email: true, socials: ['google', 'x'] },
      },
    })
  })

  it('reads project update and project list', () => {
    expect(
      parseCliArgs(['project', 'update', '--id', 'x', '--add-origin', 'http://c.test', '--remove-feature', 'pay']),
    ).toEqual({
      command: 'update',
      id: 'x',
      patch: {},
      addOrigins: ['http://c.test'],
      removeOrigins: [],
      removeFeatures: ['pay'],
    })
    expect(parseCliArgs(['project', 'list', '--json'])).toEqual({ command: 'list', json: true })
    expect(parseCliArgs([])).toEqual({ command: 'help' })
  })

  it('refuses unknown commands, unknown flags, missing ids and malformed limits', () => {
    const refused = [
      ['wallet', 'list'],
      ['project', 'delete', '--id', 'x'],
      ['project', 'create', '--id', 'x', '--name', 'Y', '--colour', 'red'],
      ['project', 'create', '--name', 'Y'],
      ['project', 'create', '--id', 'x'],
      ['project', 'update', '--id', 'x', '--mau-limit', '-1'],
      ['project', 'update', '--id', 'x', '--feature', 'novalue'],
    ]
    for (const argv of refused) expect(() => parseCliArgs(argv), argv.join(' ')).toThrow(CliUsageError)
  })
})

describe('parseFeature', () => {
  it('reads booleans, numbers, lists and text', () => {
    expect(parseFeature('analytics=false')).toEqual(['analytics', false])
    expect(parseFeature('featuredWallets=4')).toEqual(['featuredWallets', 4])
    expect(parseFeature('connectOrder=walletConnect, injected')).toEqual([
      'connectOrder',
      ['walletConnect', 'injected'],
    ])
    expect(parseFeature('legalUrl=https://a.test/x?y=1')).toEqual(['legalUrl', 'https://a.test/x?y=1'])
  })
})
