import { z } from 'zod'

// The frame's messages are checked with zod, which compiles fast parsers with `new Function` when it can. Under a
// dapp's strict CSP (no 'unsafe-eval') the browser refuses that and reports a violation on the first message; the
// interpreted parser is enough for a few small messages. Imported first by the frame client, which loads only
// when the visitor picks email, so a dapp without the embedded wallet keeps zod as it configured it.
z.config({ jitless: true })
