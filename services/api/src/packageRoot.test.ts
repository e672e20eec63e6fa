import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { apiPackageRoot } from './packageRoot.ts'

describe('apiPackageRoot', () => {
  it('finds the folder that holds the migrations and the wallet dataset, from src/ or dist/', () => {
    const root = apiPackageRoot()
    expect(existsSync(join(root, 'drizzle'))).toBe(true)
    expect(existsSync(join(root, 'data/wallets.json'))).toBe(true)
    expect(apiPackageRoot(join(root, 'dist/main.js'))).toBe(root)
  })

  it('says where it looked when no @foyer/api package is above', () => {
    const elsewhere = fileURLToPath(new URL('/tmp/nowhere/main.js', 'file:///'))
    expect(() => apiPackageRoot(elsewhere)).toThrow('No @foyer/api package.json above /tmp/nowhere/main.js')
  })
})
