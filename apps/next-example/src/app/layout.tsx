import '@foyer/react/styles.css'
import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import './example.css'

export const metadata: Metadata = {
  title: 'Foyer on Next.js',
  description: 'Foyer in a Next.js app-router app: server-rendered, under a strict CSP, signed in through the API',
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
