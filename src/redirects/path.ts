import { addressForComparison, textProblem } from '@/lib/text'
import { isSiteRoute } from '@/navigation/routes'
import { isSitePagePath } from '@/site-pages/paths'

/** An old address as typed or pasted: decoded, NFC, a leading slash, no trailing slash or query. */
export function normalizeOldPath(value: unknown): unknown {
  if (typeof value !== 'string') return value
  let path = value.trim()
  try {
    path = decodeURI(new URL(path, 'http://x').pathname)
  } catch {
    // Kept as typed; the check below explains what is wrong.
  }
  path = path.normalize('NFC')
  if (!path.startsWith('/')) path = `/${path}`
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

const reserved = ['/api', '/admin', '/_next', '/user']

/**
 * An old address may be sent elsewhere unless the site serves it. Compared as people read it
 * (NFKC, lower case): /Admin, /ADMIN/login and /ａｄｍｉｎ are the admin to a visitor, and a
 * redirect of theirs to another site would pass for the site's own login.
 */
export function checkOldPath(value: unknown): true | string {
  if (typeof value !== 'string' || value === '' || value === '/') return '옮기기 전의 주소를 입력해 주세요. 예: /p/채용'
  if (value.length > 200) return '주소는 200자 이내로 써 주세요.'
  if (textProblem(value)) return '이전 주소에 쓸 수 없는 문자가 들어 있습니다.'
  const folded = addressForComparison(value)
  if (isSitePagePath(value) || isSiteRoute(value) || isSitePagePath(folded) || isSiteRoute(folded)) {
    return `「${value}」은(는) 사이트가 지금 쓰는 주소라서 다른 곳으로 보낼 수 없습니다.`
  }
  if (reserved.some((prefix) => folded === prefix || folded.startsWith(`${prefix}/`))) {
    return `「${value}」은(는) 사이트 내부 주소라서 다른 곳으로 보낼 수 없습니다.`
  }
  return true
}
