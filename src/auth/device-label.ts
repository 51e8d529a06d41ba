/** A short description of a browser from its User-Agent, e.g. "Chrome · Windows". */
export function deviceLabel(userAgent: string | null | undefined) {
  if (!userAgent) return '알 수 없는 기기'
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Whale\//.test(userAgent)
      ? '웨일'
      : /SamsungBrowser/.test(userAgent)
        ? '삼성 인터넷'
        : /Chrome\//.test(userAgent)
          ? 'Chrome'
          : /Firefox\//.test(userAgent)
            ? 'Firefox'
            : /Safari\//.test(userAgent)
              ? 'Safari'
              : '브라우저'
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : ''
  return os ? `${browser} · ${os}` : browser
}
