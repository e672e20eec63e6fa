/** The 6-digit one-time code of the email login and the email change (contract §2). */
export const CODE_LENGTH = 6

/** What counts of a typed or pasted code: its digits, at most six ("123 456", "123-456" → "123456"). */
export function codeDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH)
}

export function isCompleteCode(code: string): boolean {
  return code.length === CODE_LENGTH && /^\d+$/.test(code)
}
