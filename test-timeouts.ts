/**
 * Every timeout of the unit and component tests, in one place. The suite shares two cores with other work on CI,
 * so these are ceilings for what a test waits for, never durations a test expects: a wait ends as soon as what
 * it asserts holds.
 */
export const TEST_TIMEOUTS = {
  /** One test. */
  test: 30_000,
  /** One beforeAll/afterAll (starting a devnet, a database). */
  hook: 60_000,
  /** One wait for a condition: vi.waitFor, expect.poll, Testing Library's findBy and waitFor. */
  wait: 10_000,
} as const
