import { FoyerError, HttpStatusError, type ToastState } from '@foyer/core'
import { afterEach, describe, expect, it } from 'vitest'
import { ALERT_TEXTS } from './alertTexts.ts'
import { errorText, errorWithReason, toastText } from './errorTexts.ts'
import { loadLocale } from './loadLocale.ts'

const toast = (text: Omit<ToastState, 'open' | 'variant'>) => ({ open: true, variant: 'error', ...text }) as ToastState

describe('core texts by code', () => {
  afterEach(async () => {
    await loadLocale('en')
  })

  it('words a toast core sent as a code in the SPEC §8 English', () => {
    expect(toastText(toast({ code: 'AUTHENTICATING' }))).toBe('Authenticating...')
    expect(toastText(toast({ code: 'ERROR_REGISTERING_NAME', values: { name: 'taken.reown.id' } }))).toBe(
      'Error registering name taken.reown.id',
    )
  })

  it('words the same toast in Japanese, its values in place', async () => {
    await loadLocale('ja')
    expect(toastText(toast({ code: 'FAILED_TO_DISCONNECT_CONNECTOR' }))).toBe('コネクタの切断に失敗しました')
    expect(toastText(toast({ code: 'ERROR_REGISTERING_NAME', values: { name: 'taken.reown.id' } }))).toContain(
      'taken.reown.id',
    )
  })

  it('shows a dapp’s own toast message as it came, in any locale', async () => {
    await loadLocale('de')
    expect(toastText(toast({ message: 'Saved' }))).toBe('Saved')
  })

  it('words an error by its code and values, not by its English message', async () => {
    await loadLocale('fr')
    expect(errorText(new HttpStatusError(503))).toBe('Code de statut HTTP : 503')
  })

  it('keeps a frame’s own words under a known code', () => {
    expect(errorText(new FoyerError('SOMETHING_WENT_WRONG', 'Invalid code'))).toBe('Invalid code')
  })

  it('adds Foyer’s reason under an error, translated', async () => {
    const error = new FoyerError('SOCIAL_CONNECTION_FAILED', undefined, { reason: 'SOCIAL_REDIRECT_LEFT_UNFINISHED' })
    expect(errorWithReason(error)).toBe('Failed to initiate social connection. The login was left before it finished.')
    await loadLocale('de')
    expect(errorWithReason(error)).toBe(
      'Social-Login konnte nicht gestartet werden. Die Anmeldung wurde verlassen, bevor sie abgeschlossen war.',
    )
  })

  it('says the alerts in the chosen locale', async () => {
    expect(ALERT_TEXTS.APKT009).toBe('Server Error: the Foyer API is unavailable')
    await loadLocale('ar')
    expect(ALERT_TEXTS.APKT009).toBe('خطأ في الخادم: واجهة Foyer البرمجية غير متاحة')
  })
})
