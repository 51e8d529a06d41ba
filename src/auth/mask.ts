/** `abcdef@naver.com` → `ab***@na***.com`: enough for its owner to recognise, too little to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  const local = email.slice(0, at)
  const [host = '', ...rest] = email.slice(at + 1).split('.')
  const keep = (part: string) => part.slice(0, Math.min(2, Math.max(1, part.length - 1)))
  return `${keep(local)}***@${keep(host)}***${rest.length ? `.${rest.join('.')}` : ''}`
}
