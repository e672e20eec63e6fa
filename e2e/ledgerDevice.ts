import { BIP44_PARENT, LEGACY_PARENT } from '@foyer/evm/ledger-recordings'
import type { Page } from '@playwright/test'

// A Ledger on the page's WebHID, for journeys and screenshots (there is no device here): it speaks Ledger's HID
// framing and answers each APDU with its answer in the recorded exchanges of ledgerRecordings.testing.ts (one real
// device's, see there), so Foyer's real transport, Ethereum app binding and views run end to end. An APDU without a
// recording gets 6d00 (not supported); `locked` answers every one with 5515, as a locked device does.

/** The recording's `=> apdu` / `<= answer` pairs, as hex. */
export function exchanges(...recordings: string[]): [string, string][] {
  return recordings.flatMap((recording) => {
    const lines = recording.trim().split('\n')
    const pairs: [string, string][] = []
    for (let i = 0; i + 1 < lines.length; i += 2) pairs.push([lines[i]!.slice(3), lines[i + 1]!.slice(3)])
    return pairs
  })
}

/** Runs in the page: a Ledger Nano X on navigator.hid, answering each APDU with its recorded answer. */
function emulateLedger({ answers, locked }: { answers: [string, string][]; locked: boolean }) {
  const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  const fromHex = (text: string) => new Uint8Array(text.match(/../g)?.map((b) => Number.parseInt(b, 16)) ?? [])
  const listeners = new Set<(event: { data: DataView }) => void>()
  let pending = new Uint8Array(0)
  let expected = -1
  const reply = (channel: number, answer: Uint8Array) => {
    const framed = new Uint8Array(2 + answer.length)
    framed.set([answer.length >> 8, answer.length & 0xff])
    framed.set(answer, 2)
    for (let sequence = 0; sequence * 59 < framed.length; sequence++) {
      const packet = new Uint8Array(64)
      packet.set([channel >> 8, channel & 0xff, 0x05, sequence >> 8, sequence & 0xff])
      packet.set(framed.slice(sequence * 59, (sequence + 1) * 59), 5)
      setTimeout(() => {
        for (const listener of listeners) listener({ data: new DataView(packet.buffer) })
      }, 40)
    }
  }
  const device = {
    vendorId: 0x2c97,
    productId: 0x4011,
    productName: 'Nano X',
    opened: false,
    async open() {
      device.opened = true
    },
    async close() {
      device.opened = false
    },
    addEventListener: (_: string, listener: (event: { data: DataView }) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: { data: DataView }) => void) => listeners.delete(listener),
    async sendReport(_: number, block: Uint8Array) {
      const channel = (block[0]! << 8) | block[1]!
      const sequence = (block[3]! << 8) | block[4]!
      const body = sequence === 0 ? block.slice(7) : block.slice(5)
      if (sequence === 0) {
        expected = (block[5]! << 8) | block[6]!
        pending = new Uint8Array(0)
      }
      const joined = new Uint8Array(pending.length + body.length)
      joined.set(pending)
      joined.set(body, pending.length)
      pending = joined
      if (pending.length < expected) return
      const apdu = hex(pending.slice(0, expected))
      const recorded = answers.find(([request]) => request === apdu)?.[1]
      reply(channel, fromHex(locked ? '5515' : (recorded ?? '6d00')))
    },
  }
  const hid = {
    requestDevice: async () => [device],
    getDevices: async () => [],
    addEventListener() {},
    removeEventListener() {},
  }
  Object.defineProperty(Navigator.prototype, 'hid', { get: () => hid, configurable: true })
}

/** Puts the emulated Ledger on `page`'s navigator.hid, holding the BIP-44 and legacy parents' recorded answers. */
export async function emulateLedgerOn(page: Page, options: { locked?: boolean } = {}): Promise<void> {
  // Script runners keep function names with an `__name` helper the page does not have: give it a stand-in first.
  await page.addInitScript('globalThis.__name = (target) => target')
  await page.addInitScript(emulateLedger, {
    answers: exchanges(BIP44_PARENT, LEGACY_PARENT),
    locked: options.locked ?? false,
  })
}
