import type { ApprovalPrompt } from '../frame/frameContext.ts'
import { element } from './dom.ts'
import { watchVisibility } from './visibilityGuard.ts'

/** How long the Approve button stays inactive once the screen is up: a click the parent page timed lands on nothing. */
export const APPROVE_ARM_DELAY_MS = 600

/**
 * The approval screen: what the request does (describeRequest's title and rows), who asks (the origin the
 * handshake proved, not the name the dapp gave itself), Reject and Approve. Escape rejects. Approve is armed only
 * once the button has been wholly in view for a short while: a hostile page cannot pop the frame up under a
 * click it provoked.
 */
export function createApprovalScreen(container: HTMLElement, armDelayMs = APPROVE_ARM_DELAY_MS): ApprovalPrompt {
  return {
    ask(description, requester, signal) {
      return new Promise((resolve, reject) => {
        const title = element('h1', { text: description.title, attributes: { id: 'approval-title', tabindex: '-1' } })
        const rows = element(
          'dl',
          { className: 'rows' },
          description.rows.flatMap(([label, value]) => [
            element('dt', { text: label }),
            element('dd', { text: value }),
          ]),
        )
        const reject_ = element('button', { text: 'Reject', attributes: { type: 'button' } })
        const approve = element('button', {
          className: 'primary',
          text: 'Approve',
          attributes: { type: 'button', disabled: '' },
        })
        const section = element(
          'section',
          { attributes: { 'aria-labelledby': 'approval-title', 'aria-describedby': 'approval-origin' } },
          [
            title,
            element('p', {
              className: 'origin',
              text: `Requested by ${requester}`,
              attributes: { id: 'approval-origin' },
            }),
            rows,
            element('div', { className: 'actions' }, [reject_, approve]),
          ],
        )
        container.replaceChildren(section)
        title.focus()
        let arm: ReturnType<typeof setTimeout> | undefined
        const stopWatching = watchVisibility(approve, (visible) => {
          clearTimeout(arm)
          approve.toggleAttribute('disabled', true)
          if (visible) arm = setTimeout(() => approve.removeAttribute('disabled'), armDelayMs)
        })

        const finish = (outcome: boolean | Error) => {
          clearTimeout(arm)
          stopWatching()
          signal.removeEventListener('abort', onAbort)
          container.removeEventListener('keydown', onKey)
          container.replaceChildren()
          if (outcome instanceof Error) reject(outcome)
          else resolve(outcome)
        }
        const onAbort = () => finish(new Error('aborted'))
        const onKey = (event: KeyboardEvent) => {
          if (event.key === 'Escape') finish(false)
        }
        if (signal.aborted) return finish(new Error('aborted'))
        signal.addEventListener('abort', onAbort, { once: true })
        container.addEventListener('keydown', onKey)
        reject_.addEventListener('click', () => finish(false))
        approve.addEventListener('click', () => {
          if (!approve.hasAttribute('disabled')) finish(true)
        })
      })
    },
  }
}
