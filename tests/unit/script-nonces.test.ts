import { describe, expect, it } from 'vitest'
import { createNonceInserter } from '../../src/server/steps/script-nonces.mjs'

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
