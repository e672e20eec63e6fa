import { describe, expect, it } from 'vitest'
import { showsBackButton } from './modalRules.ts'

describe('showsBackButton', () => {
  it('hides Back on the first view, where back would only close the modal (SPEC §2)', () => {
    expect(showsBackButton({ historyLength: 1, viewWantsBack: false })).toBe(false)
  })

  it('shows Back once there is a previous view', () => {
    expect(showsBackButton({ historyLength: 2, viewWantsBack: false })).toBe(true)
  })

  it('shows Back when the view asks for it even as the only entry', () => {
    expect(showsBackButton({ historyLength: 1, viewWantsBack: true })).toBe(true)
  })
})
