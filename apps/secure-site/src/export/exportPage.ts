import { createAuthShareReceiver } from '../custody/authShareReceiver.ts'
import { WrongRecoveryPasswordError } from '../custody/custodyErrors.ts'
import type { DeviceShareStore } from '../custody/deviceShareStore.ts'
import { openRecoveryShare } from '../custody/recoveryShare.ts'
import type { EmbeddedApi } from '../frame/embeddedApi.ts'
import type { EmbeddedSession } from '../frame/embeddedApiAnswers.ts'
import { frameErrorMessage } from '../frame/frameRequestError.ts'
import { element } from '../screens/dom.ts'
import { recoverPhrase } from './recoverPhrase.ts'

export interface ExportPageDeps {
  screen: HTMLElement
  api: EmbeddedApi
  /** The export window's own session: kept in memory only, revoked when the visitor is done. */
  setToken(token: string | undefined): void
  deviceShares: DeviceShareStore
  deviceId: string
  deviceName: string
}

/** One step of the page: a form with a title, fields, an error line and one button. */
function step(
  deps: ExportPageDeps,
  title: string,
  hint: string,
  fields: { label: string; input: HTMLInputElement }[],
  submitText: string,
  onSubmit: (error: HTMLElement) => Promise<void>,
): void {
  const error = element('p', { className: 'error', attributes: { role: 'alert' } })
  const button = element('button', { className: 'primary', text: submitText, attributes: { type: 'submit' } })
  const form = element('form', { attributes: { novalidate: '' } }, [
    element('h1', { text: title }),
    element('p', { className: 'hint', text: hint }),
    ...fields.map((field) => element('label', { text: field.label }, [field.input])),
    error,
    element('div', { className: 'actions' }, [button]),
  ])
  deps.screen.replaceChildren(form)
  fields[0]?.input.focus()
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    error.textContent = ''
    button.toggleAttribute('disabled', true)
    onSubmit(error)
      .catch((failure: unknown) => {
        error.textContent = failure instanceof WrongRecoveryPasswordError ? failure.message : frameErrorMessage(failure)
      })
      .finally(() => button.toggleAttribute('disabled', false))
  })
}

const input = (type: string, autocomplete: string, extra: Record<string, string> = {}) =>
  element('input', { attributes: { type, autocomplete, required: '', ...extra } })

/**
 * The export window (embedded-contract §3): a first-party page of the secure origin that shows the recovery
 * phrase only after a new email code in this very window — a session in any frame does not count — and never
 * sends it anywhere: not over a port, not to the API.
 */
export function startExportPage(deps: ExportPageDeps): void {
  const email = input('email', 'email')
  step(
    deps,
    'Export your wallet',
    'We will email you a code to confirm it is you.',
    [{ label: 'Email', input: email }],
    'Send code',
    async () => {
      await deps.api.sendOtp(email.value.trim(), deps.deviceId)
      askCode(deps, email.value.trim())
    },
  )
}

function askCode(deps: ExportPageDeps, email: string): void {
  const code = input('text', 'one-time-code', { inputmode: 'numeric', pattern: '[0-9]{6,10}' })
  step(
    deps,
    'Enter the code',
    `We sent a code to ${email}.`,
    [{ label: 'Code', input: code }],
    'Continue',
    async () => {
      const verified = await deps.api.verifyOtp({
        email,
        otp: code.value.trim(),
        deviceId: deps.deviceId,
        deviceName: deps.deviceName,
      })
      if (verified.action === 'CONNECTED') return withSession(deps, verified.session)
      deps.screen.replaceChildren(
        element('h1', { text: 'Approve this device' }),
        element('p', {
          className: 'hint',
          text: 'We emailed you a link to approve this browser. This page goes on once you follow it.',
        }),
      )
      for (;;) {
        const answer = await deps.api.waitForDevice(verified.pendingId)
        if (answer.action === 'CONNECTED') return withSession(deps, answer.session)
      }
    },
  )
}

async function withSession(deps: ExportPageDeps, session: EmbeddedSession): Promise<void> {
  deps.setToken(session.token)
  const wallet = session.wallet
  if (!wallet) {
    deps.screen.replaceChildren(element('h1', { text: 'This address has no wallet yet' }))
    return
  }
  const authShare = async () => {
    const receiver = await createAuthShareReceiver()
    return receiver.open(await deps.api.authShare(receiver.publicKey))
  }
  const deviceShare = await deps.deviceShares.load(wallet.commitment)
  if (deviceShare) return showPhrase(deps, await recoverPhrase(deviceShare, await authShare(), wallet.commitment))
  const password = input('password', 'current-password')
  step(
    deps,
    'Enter your recovery password',
    'It opens your wallet in this window.',
    [{ label: 'Recovery password', input: password }],
    'Show phrase',
    async () => {
      const recovery = await openRecoveryShare(wallet.recovery, password.value)
      showPhrase(deps, await recoverPhrase(await authShare(), recovery, wallet.commitment))
    },
  )
}

function showPhrase(deps: ExportPageDeps, phrase: string): void {
  const done = element('button', { className: 'primary', text: 'Done', attributes: { type: 'button' } })
  deps.screen.replaceChildren(
    element('h1', { text: 'Your recovery phrase' }),
    element('p', {
      className: 'hint',
      text: 'Anyone with these 24 words controls your wallet. Write them down and keep them offline; never type them into a website.',
    }),
    element(
      'ol',
      { className: 'phrase', attributes: { 'aria-label': 'Recovery phrase' } },
      phrase.split(' ').map((word) => element('li', { text: word })),
    ),
    element('div', { className: 'actions' }, [done]),
  )
  done.focus()
  done.addEventListener('click', () => {
    deps.screen.replaceChildren(element('h1', { text: 'Done. You can close this window.' }))
    void deps.api.signOut().catch(() => undefined)
    deps.setToken(undefined)
  })
}
