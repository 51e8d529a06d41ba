// The Korean locale alone: `zod/locales` put all of zod's ~50 locales into the browser bundle.
import ko from 'zod/v4/locales/ko.js'
import * as z from './zod-api'

/**
 * zod for code that also runs in the browser. There, zod's one-time `new Function` probe (for
 * its faster compiled parsers) is refused and reported by the site's script policy, which
 * allows no eval (src/server/script-nonces.mjs): jitless skips the probe. Servers keep the JIT.
 */
if (typeof window !== 'undefined') z.config({ jitless: true })

/** A check without a message of its own still answers in Korean, never in zod's English. */
z.config(ko())

export { z }
