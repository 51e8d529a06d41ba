/**
 * A fresh script nonce on every HTML answer, cached or rendered: Next adds nonces only while
 * rendering, which would make every page dynamic (ADR 0021). Each inline <script> gets the
 * attribute as the HTML streams out, and the policy names it.
 */
import { KAKAO_SDK, KAKAO_SHARER } from '../lib/kakao-sdk.mjs'

const OPEN = Buffer.from('<script')
const TAG_END = 0x3e // '>'
const SRC_ATTRIBUTE = /\ssrc\s*=/i

/**
 * The script part of the policy. With `kakaoSdk` (카카오톡 공유) also Kakao's SDK, that one file
 * (its integrity hash is checked by the browser besides).
 */
export const scriptPolicy = (nonce, kakaoSdk = false) =>
  `script-src 'self' 'nonce-${nonce}'${kakaoSdk ? ` ${KAKAO_SDK.src}` : ''}`

/**
 * A page's whole policy: Next's (next.config.mjs) with the script part added. With `kakao`
 * (KAKAO_JAVASCRIPT_KEY set, a page of the site, not the admin) the SDK may load and post to
 * Kakao's share window; otherwise `form-action 'self'` and no outside script.
 */
export function pagePolicy(existing, nonce, kakao) {
  const base = existing ? String(existing) : ''
  const withSharer = kakao ? base.replace(/form-action ([^;]*)/, `form-action $1 ${KAKAO_SHARER}`) : base
  return withSharer ? `${withSharer}; ${scriptPolicy(nonce, kakao)}` : scriptPolicy(nonce, kakao)
}

/** How many bytes at the end of `data` could be the start of '<script'. */
function partialOpenLength(data) {
  for (let length = Math.min(OPEN.length - 1, data.length); length > 0; length--) {
    if (data.subarray(data.length - length).equals(OPEN.subarray(0, length))) return length
  }
  return 0
}

/** A streaming rewriter: bytes in, bytes out, a tag split across chunks held back until whole. */
export function createNonceInserter(nonce) {
  const attribute = Buffer.from(` nonce="${nonce}"`)
  let pending = Buffer.alloc(0)
  return {
    push(chunk) {
      const data = pending.length ? Buffer.concat([pending, chunk]) : chunk
      pending = Buffer.alloc(0)
      const out = []
      let from = 0
      for (;;) {
        const at = data.indexOf(OPEN, from)
        if (at < 0) {
          const keep = partialOpenLength(data.subarray(from))
          out.push(data.subarray(from, data.length - keep))
          pending = Buffer.from(data.subarray(data.length - keep))
          break
        }
        const end = data.indexOf(TAG_END, at)
        if (end < 0) {
          out.push(data.subarray(from, at))
          pending = Buffer.from(data.subarray(at))
          break
        }
        const next = data[at + OPEN.length]
        const isScriptTag = next === 0x20 || next === 0x3e || next === 0x09 || next === 0x0a || next === 0x2f
        const tag = data.subarray(at, end + 1).toString('latin1')
        out.push(data.subarray(from, at + OPEN.length))
        if (isScriptTag && !SRC_ATTRIBUTE.test(tag)) out.push(attribute)
        out.push(data.subarray(at + OPEN.length, end + 1))
        from = end + 1
      }
      return out.length === 1 ? out[0] : Buffer.concat(out)
    },
    flush() {
      const rest = pending
      pending = Buffer.alloc(0)
      return rest
    },
  }
}
