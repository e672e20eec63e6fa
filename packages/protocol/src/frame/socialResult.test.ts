import { describe, expect, it } from 'vitest'
import { SOCIAL_RESULT_TYPE, socialResultMessageSchema } from './socialResult.ts'

describe('the social popup result message', () => {
  it('carries an opaque result, or a reason', () => {
    const success = { type: SOCIAL_RESULT_TYPE, status: 'success', resultUri: 'r_abc' }
    const failure = { type: SOCIAL_RESULT_TYPE, status: 'error', message: 'Failed to initiate social connection' }
    expect(socialResultMessageSchema.parse(success)).toEqual(success)
    expect(socialResultMessageSchema.parse(failure)).toEqual(failure)
  })

  it('refuses anything else: extra fields, another type, an empty result', () => {
    for (const data of [
      { type: SOCIAL_RESULT_TYPE, status: 'success', resultUri: 'r', extra: 1 },
      { type: '@w3m-frame/CONNECT_SOCIAL', status: 'success', resultUri: 'r' },
      { type: SOCIAL_RESULT_TYPE, status: 'success', resultUri: '' },
      'r_abc',
    ]) {
      expect(socialResultMessageSchema.safeParse(data).success).toBe(false)
    }
  })
})
