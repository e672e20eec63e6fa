import { DEFAULT_NAME_SUFFIXES } from '../validation/names.ts'

/** The zone names are registered under: the first of the dapp's name suffixes (SPEC §9 '.reown.id'). */
export function registrationZone(suffixes: readonly string[]): string {
  return (suffixes[0] ?? DEFAULT_NAME_SUFFIXES[0] ?? '.reown.id').replace(/^\.+/, '').toLowerCase()
}
