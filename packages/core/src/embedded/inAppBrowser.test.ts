import { describe, expect, it } from 'vitest'
import { inAppBrowserOf } from './inAppBrowser.ts'

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36'
const IOS_WEBVIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'

describe('the social in-app browser a page runs in', () => {
  it.each([
    ['instagram', `${ANDROID_CHROME} Instagram 312.0.0.32.112 Android (34/14; 420dpi; 1080x2400; Google; Pixel 7)`],
    ['instagram', `${IOS_WEBVIEW} Instagram 312.0.0.22.114 (iPhone15,2; iOS 17_5; en_US; en; scale=3.00)`],
    ['facebook', `${IOS_WEBVIEW} [FBAN/FBIOS;FBAV/465.0.0.44.107;FBBV/612345678;FBDV/iPhone15,2;FBMD/iPhone]`],
    ['facebook', `${ANDROID_CHROME} [FB_IAB/FB4A;FBAV/465.0.0.44.107;]`],
    ['facebook', `${IOS_WEBVIEW} [FBAN/MessengerForiOS;FBAV/456.0.0.37.108]`],
    ['x', `${IOS_WEBVIEW} Twitter for iPhone/10.52`],
    ['x', `${ANDROID_CHROME} TwitterAndroid`],
    ['line', `${IOS_WEBVIEW} Safari Line/14.7.0`],
    ['line', `${ANDROID_CHROME} Line/14.7.1/IAB`],
    ['telegram', `${ANDROID_CHROME} Telegram-Android/11.2.2 (Google Pixel 7; Android 14; SDK 34; AVERAGE)`],
  ] as const)('names %s from its user agent', (app, userAgent) => {
    expect(inAppBrowserOf(userAgent)).toBe(app)
  })

  it('names Telegram from its Mini App bridge when the user agent says nothing', () => {
    expect(inAppBrowserOf(IOS_WEBVIEW, true)).toBe('telegram')
  })

  it('names none for ordinary browsers, Linux included', () => {
    for (const userAgent of [
      ANDROID_CHROME,
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0',
      '',
    ]) {
      expect(inAppBrowserOf(userAgent)).toBeUndefined()
    }
  })
})
