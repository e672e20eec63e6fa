// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { WrongRecoveryPasswordError } from '../custody/custodyErrors.ts'
import { createRecoveryScreens } from './recoveryScreens.ts'

function setup() {
  const container = document.createElement('main')
  document.body.replaceChildren(container)
  const emitted: unknown[] = []
  const screens = createRecoveryScreens(container, { emit: (name, payload) => void emitted.push({ name, payload }) })
  const fill = (name: string, value: string) => {
    const input = container.querySelector(`input[name="${name}"]`) as HTMLInputElement
    input.value = value
  }
  const submit = () => container.querySelector('form')?.requestSubmit()
  const error = () => container.querySelector('[role="alert"]')?.textContent
  return { container, screens, emitted, fill, submit, error }
}

describe('the recovery password screens', () => {
  it('asks the app to show the frame for its purpose, and to hide it when done', async () => {
    const { screens, emitted, fill, submit } = setup()
    const done = screens.ask('enter-recovery', async () => {})
    expect(emitted).toEqual([{ name: 'SHOW', payload: { purpose: 'enter-recovery' } }])
    fill('password', 'a long recovery password')
    submit()
    await done
    expect(emitted).toEqual([
      { name: 'SHOW', payload: { purpose: 'enter-recovery' } },
      { name: 'HIDE', payload: {} },
    ])
  })

  it('says a wrong password on the screen and waits for another', async () => {
    const { screens, fill, submit, error } = setup()
    const tried: string[] = []
    const done = screens.ask('enter-recovery', async (password) => {
      tried.push(password)
      if (password !== 'right password!!') throw new WrongRecoveryPasswordError()
    })
    fill('password', 'wrong password!!')
    submit()
    await expect.poll(error).toBe('Wrong recovery password')
    fill('password', 'right password!!')
    submit()
    await done
    expect(tried).toEqual(['wrong password!!', 'right password!!'])
  })

  it('asks twice for a new password and refuses two that differ', async () => {
    const { screens, fill, submit, error } = setup()
    const tried: string[] = []
    void screens.ask('create-recovery', async (password) => void tried.push(password))
    fill('password', 'first password!!')
    fill('confirm', 'second password!')
    submit()
    expect(error()).toBe('The passwords do not match')
    expect(tried).toEqual([])
  })

  it("answers 'User rejected the request' when the visitor cancels", async () => {
    const { screens, container } = setup()
    const done = screens.ask('create-recovery', async () => {})
    const cancel = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Cancel')
    cancel?.click()
    await expect(done).rejects.toThrow('User rejected the request')
  })
})
