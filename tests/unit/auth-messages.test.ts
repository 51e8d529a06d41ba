import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BASE_ERROR_CODES } from '@better-auth/core/error'
import { describe, expect, it } from 'vitest'
import { authErrorMessage, authErrorMessages, hasHangul } from '@/auth/messages'

const dist = join(process.cwd(), 'node_modules/better-auth/dist')
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.mjs') ? [join(dir, entry.name)] : [],
  )

/**
 * Every code the installed better-auth can answer on the endpoints this site serves: its base
 * codes, and each `code: "…"` its API, OAuth and generic-OAuth code throws.
 */
function codesOfBetterAuth(): string[] {
  const codes = new Set(Object.keys(BASE_ERROR_CODES))
  for (const dir of ['api', 'oauth2', 'plugins/generic-oauth', 'social-providers', 'context', 'db']) {
    for (const file of files(join(dist, dir))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/code: "([A-Z_']+)"/g)) codes.add(match[1] as string)
    }
  }
  return [...codes].sort()
}

describe('the one translation of auth errors', () => {
  it('has Korean for every code better-auth can answer', () => {
    const codes = codesOfBetterAuth()
    expect(codes.length).toBeGreaterThan(50)
    expect(codes.filter((code) => !Object.hasOwn(authErrorMessages, code))).toEqual([])
    for (const code of codes) expect(hasHangul(authErrorMessages[code] as string)).toBe(true)
  })

  it('keeps a Korean message, translates a code, and falls back on the status', () => {
    expect(authErrorMessage({ code: 'X', message: '이름을 입력해 주세요.', status: 400 })).toBe('이름을 입력해 주세요.')
    expect(authErrorMessage({ code: 'INVALID_TOKEN', message: 'Invalid token', status: 400 })).toBe(
      '링크가 올바르지 않거나 만료되었습니다. 다시 요청해 주세요.',
    )
    expect(authErrorMessage({ message: 'Bad Gateway', status: 502 })).toBe(
      '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    )
    expect(authErrorMessage({ code: '__proto__', status: 418 })).toBe(
      '요청을 처리할 수 없습니다. 입력한 내용을 다시 확인해 주세요.',
    )
  })
})
