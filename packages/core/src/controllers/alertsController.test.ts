import { describe, expect, it } from 'vitest'
import { ALERTS } from '../alerts/alertCatalogue.ts'
import { createAlertsController } from './alertsController.ts'

const codes = (alerts: ReturnType<typeof createAlertsController>) =>
  alerts.store.getState().alerts.map((alert) => alert.code)

describe('alerts', () => {
  it('keeps one banner per code, the newest last', () => {
    const alerts = createAlertsController()
    alerts.show(ALERTS.WALLET_LOAD_FAILED)
    alerts.show(ALERTS.REQUEST_TIMEOUT)
    alerts.show(ALERTS.WALLET_LOAD_FAILED)
    expect(codes(alerts)).toEqual([ALERTS.REQUEST_TIMEOUT, ALERTS.WALLET_LOAD_FAILED])
  })

  it('changes nothing when the newest banner is shown again, so nothing redraws', () => {
    const alerts = createAlertsController()
    alerts.show(ALERTS.WALLET_LOAD_FAILED)
    let changes = 0
    alerts.store.subscribe(() => {
      changes++
    })
    alerts.show(ALERTS.WALLET_LOAD_FAILED)
    expect(changes).toBe(0)
    expect(codes(alerts)).toEqual([ALERTS.WALLET_LOAD_FAILED])
  })

  it('shows a dismissed banner again when its cause comes back', () => {
    const alerts = createAlertsController()
    alerts.show(ALERTS.WALLET_LOAD_FAILED)
    alerts.dismiss(ALERTS.WALLET_LOAD_FAILED)
    alerts.show(ALERTS.WALLET_LOAD_FAILED)
    expect(codes(alerts)).toEqual([ALERTS.WALLET_LOAD_FAILED])
  })
})
