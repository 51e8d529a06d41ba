import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/config/env'

const valid = {
  DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/app',
  PAYLOAD_SECRET: 'p'.repeat(32),
  BETTER_AUTH_SECRET: 'b'.repeat(32),
}

describe('parseEnv', () => {
  it('derives the site URL from the port when SITE_URL is not set', () => {
    expect(parseEnv({ ...valid, PORT: '4100' }).SITE_URL).toBe('http://localhost:4100')
  })

  it('drops a trailing slash from SITE_URL so origins compare exactly', () => {
    expect(parseEnv({ ...valid, SITE_URL: 'https://www.example.co.kr/' }).SITE_URL).toBe('https://www.example.co.kr')
  })

  it('splits TRUSTED_ORIGINS on commas and trims the parts', () => {
    expect(parseEnv({ ...valid, TRUSTED_ORIGINS: ' https://a.example , https://b.example,' }).TRUSTED_ORIGINS).toEqual([
      'https://a.example',
      'https://b.example',
    ])
  })

  it('reads TRUSTED_PROXY as off unless it is true or 1', () => {
    expect(parseEnv(valid).TRUSTED_PROXY).toBe(false)
    expect(parseEnv({ ...valid, TRUSTED_PROXY: '1' }).TRUSTED_PROXY).toBe(true)
  })

  it('names every missing or weak secret in one line', () => {
    expect(() => parseEnv({ DATABASE_URL: valid.DATABASE_URL, PAYLOAD_SECRET: 'short' })).toThrowError(
      /^환경 변수 설정 오류 — PAYLOAD_SECRET: 32자 이상이어야 합니다; BETTER_AUTH_SECRET: .+$/,
    )
  })

  it('rejects a DATABASE_URL that is not a postgres URL', () => {
    expect(() => parseEnv({ ...valid, DATABASE_URL: 'mysql://localhost/app' })).toThrowError(/DATABASE_URL/)
  })
})
