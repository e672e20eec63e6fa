import { useEffect, useState } from 'react'

const COPIED_FEEDBACK_MS = 1500

/** Copies a text and reports "copied" for a moment; a refused clipboard leaves the state unchanged. */
export function useCopied(): [copied: boolean, copy: (text: string) => void] {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = (text: string) => {
    navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => {},
    )
  }
  return [copied, copy]
}
