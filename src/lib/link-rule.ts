/**
 * The one rule for every link staff type (a card's 링크, a rich-text link, a menu's or the footer's
 * external address): a path of this site or an `https:` address, nothing else. Used as the fields'
 * `validate` and again where stored links are rendered, so a link saved before the rule existed
 * is shown as plain text rather than followed.
 *
 * A site path starts with a single `/` and parses against the site to the same origin. Backslashes,
 * `//`, spaces and control or format characters are refused anywhere: browsers read `/\host` and
 * `//host` as another site, drop tabs and newlines (`/\t/host`), and a leading space or a direction
 * override hides what the address is.
 */
import { josa } from './text'

const SITE = 'http://site.invalid'

/** White space, controls and format characters (zero-width, direction controls): never part of a typed link. */
const UNSEEN = /[\p{White_Space}\p{Cc}\p{Cf}\u3164\u115F\u1160\uFFA0]/u

export type LinkKind = 'site' | 'https'

/** Whether a value is a path of this site (see above). */
export function isSiteLinkPath(value: string): boolean {
  if (!value.startsWith('/') || value.includes('\\') || value.includes('//') || UNSEEN.test(value)) return false
  try {
    return new URL(value, SITE).origin === SITE
  } catch {
    return false
  }
}

/** Whether a value is a full `https://` address of a named host (a dot in it), without credentials. */
export function isHttpsAddress(value: string): boolean {
  if (!/^https:\/\//i.test(value) || value.includes('\\') || UNSEEN.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password
  } catch {
    return false
  }
}

/** Which kind of link a value is, or undefined when it is not one the site follows. */
export function linkKind(value: unknown): LinkKind | undefined {
  if (typeof value !== 'string' || value === '' || value.length > 2000) return undefined
  if (isSiteLinkPath(value)) return 'site'
  if (isHttpsAddress(value)) return 'https'
  return undefined
}

/** A stored link as it may be rendered, or undefined (render no link) when it breaks the rule. */
export const safeHref = (value: unknown): string | undefined => (linkKind(value) ? (value as string) : undefined)

/**
 * A Payload field's `validate` for a typed link, its refusal naming the field. `https` only takes
 * an `https:` address (an external menu entry, a social link); `any` also takes a site path.
 */
export function checkLink(
  label: string,
  { accept = 'any', required = false } = {} as {
    accept?: 'any' | 'https'
    required?: boolean
  },
) {
  return (value: unknown): true | string => {
    if (value === null || value === undefined || value === '') {
      return required ? `${josa(label, '을', '를')} 입력해 주세요.` : true
    }
    const kind = linkKind(value)
    if (accept === 'https') {
      return kind === 'https'
        ? true
        : `${label}: https:// 로 시작하는 올바른 주소를 입력해 주세요. 예: https://example.com/안내`
    }
    return kind
      ? true
      : `${label}: 이 사이트의 경로(/ 로 시작, 예: /intro/page-a)나 https:// 로 시작하는 주소를 입력해 주세요.`
  }
}
