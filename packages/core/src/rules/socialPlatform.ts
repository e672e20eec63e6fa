/** What SPEC §5's social rules read of the visitor's platform (detected by socialPlatformDetection.ts). */
export interface SocialPlatform {
  /** Inside Telegram's in-app browser (its Mini App bridge is present). */
  telegram: boolean
  ios: boolean
  mac: boolean
  android: boolean
  mobile: boolean
}

const without =
  (...dropped: readonly string[]) =>
  (providers: readonly string[]): string[] =>
    providers.filter((provider) => !dropped.includes(provider))

/** SPEC §5: Telegram on iOS drops google (Google refuses OAuth in embedded web views). */
export function telegramIosRule(providers: readonly string[], platform: SocialPlatform): string[] {
  return platform.telegram && platform.ios ? without('google')(providers) : [...providers]
}

/** SPEC §5: Telegram on Mac drops x. */
export function telegramMacRule(providers: readonly string[], platform: SocialPlatform): string[] {
  return platform.telegram && platform.mac ? without('x')(providers) : [...providers]
}

/** SPEC §5: Telegram on Android drops facebook and x. */
export function telegramAndroidRule(providers: readonly string[], platform: SocialPlatform): string[] {
  return platform.telegram && platform.android ? without('facebook', 'x')(providers) : [...providers]
}

/** SPEC §5: any mobile browser drops facebook. */
export function mobileRule(providers: readonly string[], platform: SocialPlatform): string[] {
  return platform.mobile ? without('facebook')(providers) : [...providers]
}

const PLATFORM_RULES = [telegramIosRule, telegramMacRule, telegramAndroidRule, mobileRule] as const

/** SPEC §5: the providers the visitor's platform can use, in the order given. */
export function socialsForPlatform(providers: readonly string[], platform: SocialPlatform): string[] {
  return PLATFORM_RULES.reduce<string[]>((kept, rule) => rule(kept, platform), [...providers])
}
