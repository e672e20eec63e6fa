interface Version {
  core: [number, number, number]
  prerelease: string[]
}

// semver.org §2, §9: major.minor.patch, an optional pre-release after '-', build metadata after '+' (ignored).
const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/

function parse(text: string): Version | undefined {
  const match = VERSION.exec(text.trim())
  if (!match) return undefined
  return {
    core: [Number(match[1]), Number(match[2]), Number(match[3])],
    prerelease: match[4] ? match[4].split('.') : [],
  }
}

const isNumeric = (part: string) => /^\d+$/.test(part)

// semver.org §11.4: numeric identifiers compare as numbers and rank below alphanumeric ones; a shorter list of
// equal identifiers ranks lower.
function comparePrerelease(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return b.length - a.length // a release ranks above its pre-releases
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const left = a[index]
    const right = b[index]
    if (left === undefined) return -1
    if (right === undefined) return 1
    if (left === right) continue
    if (isNumeric(left) && isNumeric(right)) return Number(left) - Number(right)
    if (isNumeric(left)) return -1
    if (isNumeric(right)) return 1
    return left < right ? -1 : 1
  }
  return 0
}

/**
 * Semver precedence (semver.org §11): negative when `a` is older than `b`, 0 when equal, positive when newer;
 * undefined when either is no version, so a malformed answer never produces a warning.
 */
export function compareVersions(a: string, b: string): number | undefined {
  const left = parse(a)
  const right = parse(b)
  if (!left || !right) return undefined
  for (let index = 0; index < 3; index++) {
    const difference = (left.core[index] ?? 0) - (right.core[index] ?? 0)
    if (difference !== 0) return Math.sign(difference)
  }
  return Math.sign(comparePrerelease(left.prerelease, right.prerelease))
}
