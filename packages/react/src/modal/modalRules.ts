/**
 * The header's Back button. SPEC §2: history supports going back, and back with a single entry closes the
 * modal, so Back shows once there is somewhere to go back to, or when a view asks for it (a fallback view
 * always offers a way out).
 */
export function showsBackButton(state: { historyLength: number; viewWantsBack: boolean }): boolean {
  const hasPreviousView = state.historyLength > 1
  return hasPreviousView || state.viewWantsBack
}
