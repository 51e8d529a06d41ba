/**
 * "3분 20초" / "45초": how long to wait, as a Korean reader says it (every refusal's Retry-After,
 * the site's and better-auth's). Plain JavaScript: the web server's steps use it too.
 * @param {number} seconds
 */
export function koreanWait(seconds) {
  const whole = Math.max(1, Math.ceil(seconds))
  const minutes = Math.floor(whole / 60)
  const rest = whole % 60
  if (minutes === 0) return `${rest}초`
  return rest === 0 ? `${minutes}분` : `${minutes}분 ${rest}초`
}
