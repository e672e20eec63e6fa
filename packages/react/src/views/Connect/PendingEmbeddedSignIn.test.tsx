// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { embeddedClient } from '../../../../core/src/embedded/embeddedClient.testing.ts'
import { renderWithFoyer } from '../../test/renderWithFoyer.tsx'
import { PendingEmbeddedSignIn } from './PendingEmbeddedSignIn.tsx'

const clients: Array<{ destroy(): void }> = []
afterEach(() => {
  cleanup()
  for (const client of clients.splice(0)) client.destroy()
})

function renderPending(options: Parameters<typeof embeddedClient>[0]) {
  const { client } = embeddedClient(options)
  clients.push(client)
  return renderWithFoyer(<PendingEmbeddedSignIn />, client)
}

describe("Connect's embedded part on its way", () => {
  it('holds the email field and the social buttons in the rows they will take, out of reach', () => {
    renderPending({ socials: ['google', 'github'] })
    const email = screen.getByTestId('foyer-email-pending')
    expect(email.getAttribute('aria-hidden')).toBe('true')
    expect(email.querySelector('.foyer-email-login__row')?.children).toHaveLength(2)
    // Two providers: the wide button and the row of icons.
    expect(screen.getByTestId('foyer-socials-pending').children).toHaveLength(2)
    // Nothing to announce, focus or click until the part is in.
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    expect(screen.queryAllByRole('textbox')).toHaveLength(0)
  })

  it('holds only the ways Connect will offer', () => {
    renderPending({ socials: false })
    expect(screen.getByTestId('foyer-email-pending')).toBeTruthy()
    expect(screen.queryByTestId('foyer-socials-pending')).toBeNull()
    cleanup()
    renderPending({ email: false, socials: ['google'] })
    expect(screen.queryByTestId('foyer-email-pending')).toBeNull()
    // One provider: the wide button alone.
    expect(screen.getByTestId('foyer-socials-pending').children).toHaveLength(1)
  })
})
