// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { createApprovalScreen } from './approvalScreen.ts'

const DESCRIPTION = { title: 'Sign a message', rows: [['Message', 'hello <b>there</b>']] as [string, string][] }

function open(armDelayMs = 0) {
  const container = document.createElement('main')
  document.body.replaceChildren(container)
  const controller = new AbortController()
  const answer = createApprovalScreen(container, armDelayMs).ask(DESCRIPTION, 'https://dapp.example', controller.signal)
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((candidate) => candidate.textContent === name) as HTMLButtonElement
  return { container, answer, button, controller }
}

describe('the approval screen', () => {
  it('shows the request, who asks, and its rows as text, never as markup', () => {
    const { container } = open()
    expect(container.querySelector('h1')?.textContent).toBe('Sign a message')
    expect(container.textContent).toContain('Requested by https://dapp.example')
    expect(container.querySelector('dd')?.textContent).toBe('hello <b>there</b>')
    expect(container.querySelector('b')).toBeNull()
  })

  it('is labelled for screen readers by its title and the requesting origin', () => {
    const { container } = open()
    const section = container.querySelector('section')
    expect(document.getElementById(section?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Sign a message')
    expect(document.getElementById(section?.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'https://dapp.example',
    )
  })

  it('approves with the Approve button once it is armed', async () => {
    const { answer, button } = open()
    await expect.poll(() => button('Approve').disabled).toBe(false)
    button('Approve').click()
    await expect(answer).resolves.toBe(true)
  })

  it('ignores a click on Approve that lands before it is armed', async () => {
    const { answer, button } = open(60_000)
    button('Approve').click()
    button('Reject').click()
    await expect(answer).resolves.toBe(false)
  })

  it('rejects with the Reject button and with Escape', async () => {
    const first = open()
    first.button('Reject').click()
    await expect(first.answer).resolves.toBe(false)
    const second = open()
    second.container.querySelector('h1')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await expect(second.answer).resolves.toBe(false)
  })

  it('closes when the request is aborted', async () => {
    const { answer, controller, container } = open()
    controller.abort()
    await expect(answer).rejects.toThrow('aborted')
    expect(container.childElementCount).toBe(0)
  })
})
