/** Which recovery-password screen the frame shows (the SHOW purposes of @foyer/protocol). */
export type RecoveryPurpose = 'create-recovery' | 'enter-recovery'

/**
 * The visitor's side of the recovery password. `ask` shows the screen (the frame emits SHOW before and HIDE
 * after) and calls `submit` with each password the visitor confirms. When `submit` throws an error the visitor
 * can fix (a wrong or weak password) the screen shows its message and waits for another; any other error, or the
 * visitor cancelling, ends the prompt with that error.
 */
export interface RecoveryPrompt {
  ask(purpose: RecoveryPurpose, submit: (password: string) => Promise<void>): Promise<void>
}
