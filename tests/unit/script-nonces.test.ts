import { describe, expect, it } from 'vitest'
import { KAKAO_ALLOWED_ON, KAKAO_SDK, KAKAO_SHARER } from '../../src/lib/kakao-sdk.mjs'
import { createNonceInserter, pagePolicy, scriptPolicy } from '../../src/server/script-nonces.mjs'

/** Feeds `html` to an inserter cut into pieces of `size` bytes, as a stream would deliver it. */
function rewrite(html: string, size: number) {
  const inserter = createNonceInserter('N')
  const bytes = Buffer.from(html)
  const out: Buffer[] = []
  for (let at = 0; at < bytes.length; at += size) out.push(inserter.push(bytes.subarray(at, at + size)))
  out.push(inserter.flush())
  return Buffer.concat(out).toString('utf8')
}

const page =
  '<html><head><script src="/_next/static/a.js" async=""></script><script>self.__next_f.push([1,"안녕"])</script>' +
  '<script type="application/ld+json">{"@type":"Organization"}</script></head>' +
  '<body><p>&lt;script&gt; 글자</p><noscript>스크립트</noscript><scripts-not></scripts-not><script\n>go()</script></body></html>'

describe('script nonces', () => {
  it('adds the nonce to every inline script and to no script loaded by src', () => {
    expect(rewrite(page, page.length * 4)).toBe(
      '<html><head><script src="/_next/static/a.js" async=""></script><script nonce="N">self.__next_f.push([1,"안녕"])</script>' +
        '<script nonce="N" type="application/ld+json">{"@type":"Organization"}</script></head>' +
        '<body><p>&lt;script&gt; 글자</p><noscript>스크립트</noscript><scripts-not></scripts-not><script nonce="N"\n>go()</script></body></html>',
    )
  })

  it('gives the same bytes however the stream is cut, Korean characters split included', () => {
    const whole = rewrite(page, page.length * 4)
    for (const size of [1, 2, 3, 5, 7, 8, 13, 64]) expect(rewrite(page, size)).toBe(whole)
  })
})

describe('the script policy', () => {
  it("allows this site's scripts and the nonce'd inline ones, and Kakao's SDK file only for 카카오톡 공유", () => {
    expect(scriptPolicy('N')).toBe("script-src 'self' 'nonce-N'")
    expect(scriptPolicy('N', true)).toBe(`script-src 'self' 'nonce-N' ${KAKAO_SDK.src}`)
    // One file of Kakao's CDN, not the whole origin.
    expect(KAKAO_SDK.src).toMatch(/^https:\/\/t1\.kakaocdn\.net\/kakao_js_sdk\/[\d.]+\/kakao\.min\.js$/)
    expect(KAKAO_SDK.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/)
  })

  it("lets Kakao's share window take the SDK's form on the site's pages, never in the admin", () => {
    const next = "frame-ancestors 'self'; base-uri 'self'; object-src 'none'; form-action 'self'"
    expect(pagePolicy(next, 'N', false)).toBe(`${next}; script-src 'self' 'nonce-N'`)
    expect(pagePolicy(next, 'N', true)).toBe(
      `frame-ancestors 'self'; base-uri 'self'; object-src 'none'; form-action 'self' ${KAKAO_SHARER}; script-src 'self' 'nonce-N' ${KAKAO_SDK.src}`,
    )
    // An article opened from a list or the home page keeps that page's document and policy.
    for (const page of ['/', '/community/news/list', '/community/news/12', '/administration', '/user/edu'])
      expect(KAKAO_ALLOWED_ON.test(page), page).toBe(true)
    for (const page of ['/admin', '/admin/collections/news', '/admin?x=1'])
      expect(KAKAO_ALLOWED_ON.test(page), page).toBe(false)
  })
})
