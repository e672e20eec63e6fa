import { z } from 'zod'

// zod compiles fast parsers with `new Function` when it can; under script-src 'self' (no 'unsafe-eval') the
// browser refuses and reports a CSP violation on every page load. The interpreted parser is enough here.
z.config({ jitless: true })
