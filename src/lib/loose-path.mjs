/**
 * A request target's path compared more loosely than any router matches it: percent-decoded,
 * in lower case, with `.` and `..` segments resolved and repeated slashes or backslashes folded.
 * For guards that must hold however a path is spelled (`/%2E/user`, `/%75ser`, `//user`,
 * `/user/../user`): whatever Next could serve under a prefix also reaches it here, so a guard
 * errs on the side of refusing or keeping private. Never used to choose what is served.
 * Plain JavaScript: the web server (src/server/server.mjs) loads it without a TypeScript loader.
 */

/**
 * @param {string} target a path or an absolute URL; any query or fragment is ignored
 * @returns {string} `/segment/segment/`, always with the trailing slash
 */
export function loosePath(target) {
  const pathname = target.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/, 1)[0] ?? ''
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // Undecodable: compared as it is (src/server/server.mjs refuses it anyway).
  }
  const segments = []
  for (const segment of path.toLowerCase().split(/[/\\]+/)) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`
}

/**
 * Whether a request target is the prefix or under it, however spelled.
 * @param {string} target
 * @param {string} prefix lower case, starting with `/`, without a trailing slash (`/user/edu/cached`)
 */
export function reachesPrefix(target, prefix) {
  return loosePath(target).startsWith(`${prefix}/`)
}
