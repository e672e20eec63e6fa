// Deliberately loose: the one-time code proves the address; this only catches what cannot be one before a
// request (and a mail) is spent on it.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const CODE = /^\d{6}$/

/** Whether `input` (trimmed) can be an email address (email login, email change, DataCapture). */
export function isEmailAddress(input: string): boolean {
  return EMAIL.test(input.trim())
}

/** Whether `input` (trimmed) is a 6-digit one-time code. */
export function isOneTimeCode(input: string): boolean {
  return CODE.test(input.trim())
}
