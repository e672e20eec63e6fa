import { FRAME_USER_REJECTED } from '@foyer/protocol'
import { WeakRecoveryPasswordError, WrongRecoveryPasswordError } from '../custody/custodyErrors.ts'
import { RECOVERY_PASSWORD_MIN_LENGTH } from '../custody/recoveryShare.ts'
import { FrameRequestError } from '../frame/frameRequestError.ts'
import type { FrameOutbox } from '../frame/portDispatcher.ts'
import type { RecoveryPrompt, RecoveryPurpose } from '../frame/recoveryPrompt.ts'
import { element } from './dom.ts'

const TEXTS: Record<RecoveryPurpose, { title: string; hint: string; submit: string }> = {
  'create-recovery': {
    title: 'Choose a recovery password',
    hint: `It opens your wallet on a new device. At least ${RECOVERY_PASSWORD_MIN_LENGTH} characters; nobody, not even us, can reset it.`,
    submit: 'Create wallet',
  },
  'enter-recovery': {
    title: 'Enter your recovery password',
    hint: 'This device is new to your wallet: the password you chose when you created it opens it here.',
    submit: 'Unlock wallet',
  },
}

/**
 * The create- and enter-recovery-password screens. The frame asks the app to show it (SHOW { purpose }) while
 * one is up and to hide it (HIDE) after. A wrong or weak password is said on the screen, which waits for
 * another; Cancel answers 'User rejected the request'.
 */
export function createRecoveryScreens(container: HTMLElement, outbox: FrameOutbox): RecoveryPrompt {
  return {
    ask(purpose, submit) {
      const texts = TEXTS[purpose]
      return new Promise<void>((resolve, reject) => {
        const password = element('input', {
          attributes: {
            type: 'password',
            name: 'password',
            autocomplete: purpose === 'create-recovery' ? 'new-password' : 'current-password',
            required: '',
          },
        })
        const confirm = element('input', {
          attributes: { type: 'password', name: 'confirm', autocomplete: 'new-password', required: '' },
        })
        const error = element('p', { className: 'error', attributes: { role: 'alert', id: 'recovery-error' } })
        password.setAttribute('aria-describedby', 'recovery-hint recovery-error')
        const cancel = element('button', { text: 'Cancel', attributes: { type: 'button' } })
        const go = element('button', { className: 'primary', text: texts.submit, attributes: { type: 'submit' } })
        const fields = [element('label', { text: 'Recovery password' }, [password])]
        if (purpose === 'create-recovery') fields.push(element('label', { text: 'Repeat the password' }, [confirm]))
        const form = element('form', { attributes: { 'aria-labelledby': 'recovery-title', novalidate: '' } }, [
          element('h1', { text: texts.title, attributes: { id: 'recovery-title' } }),
          element('p', { className: 'hint', text: texts.hint, attributes: { id: 'recovery-hint' } }),
          ...fields,
          error,
          element('div', { className: 'actions' }, [cancel, go]),
        ])
        container.replaceChildren(form)
        outbox.emit('SHOW', { purpose })
        password.focus()

        const busy = (on: boolean) => {
          for (const control of [password, confirm, cancel, go]) control.toggleAttribute('disabled', on)
          go.textContent = on ? 'Working…' : texts.submit
        }
        const finish = (failure?: unknown) => {
          container.replaceChildren()
          outbox.emit('HIDE', {})
          if (failure === undefined) resolve()
          else reject(failure)
        }
        cancel.addEventListener('click', () => finish(new FrameRequestError(FRAME_USER_REJECTED)))
        form.addEventListener('keydown', (event) => {
          if (event.key === 'Escape' && !go.hasAttribute('disabled')) finish(new FrameRequestError(FRAME_USER_REJECTED))
        })
        form.addEventListener('submit', (event) => {
          event.preventDefault()
          if (purpose === 'create-recovery' && password.value !== confirm.value) {
            error.textContent = 'The passwords do not match'
            return
          }
          error.textContent = ''
          busy(true)
          submit(password.value).then(
            () => finish(),
            (failure: unknown) => {
              busy(false)
              if (failure instanceof WrongRecoveryPasswordError || failure instanceof WeakRecoveryPasswordError) {
                error.textContent = failure.message
                password.select()
                password.focus()
                return
              }
              finish(failure)
            },
          )
        })
      })
    },
  }
}
