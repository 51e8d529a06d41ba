import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The one-click unsubscribe of a marketing mail (정보통신망법 제50조 제4항·제6항: a way to refuse that
 * costs nothing and needs no sign-in): the mail carries a link and RFC 8058's headers with a token
 * made for its member, which only this site can make and which says nothing but who.
 */

const PURPOSE = 'marketing-unsubscribe'

const signature = (memberId: string, secret: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${memberId}`).digest('base64url')

/** `<member id>.<signature>`: the address's `token`. */
export const unsubscribeToken = (memberId: string, secret: string) =>
  `${Buffer.from(memberId).toString('base64url')}.${signature(memberId, secret)}`

/** The member a token names, or null when it is not one this site made. */
export function memberOfToken(token: string | null | undefined, secret: string): string | null {
  if (!token || token.length > 400) return null
  const [encoded, given] = token.split('.')
  if (!encoded || !given) return null
  const memberId = Buffer.from(encoded, 'base64url').toString('utf8')
  const expected = Buffer.from(signature(memberId, secret))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? memberId : null
}

/** The link in the mail (a page that asks, then refuses), and the headers' one-click address. */
export function unsubscribeAddresses(siteUrl: string, memberId: string, secret: string) {
  const token = encodeURIComponent(unsubscribeToken(memberId, secret))
  return {
    page: `${siteUrl}/unsubscribe?token=${token}`,
    oneClick: `${siteUrl}/api/unsubscribe?token=${token}`,
  }
}

/** RFC 2369 and RFC 8058: mail programs show 수신 거부 and post to the address themselves. */
export const unsubscribeHeaders = (oneClick: string) => ({
  'List-Unsubscribe': `<${oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})
