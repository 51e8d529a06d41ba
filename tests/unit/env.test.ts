import { describe, expect, it } from 'vitest'
import { parseEnv, s3Settings } from '@/config/env'

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

  it('reads WEB_CONCURRENCY as a whole number from 1, unset when empty, and refuses anything else in Korean', () => {
    expect(parseEnv({ ...valid, WEB_CONCURRENCY: '3' }).WEB_CONCURRENCY).toBe(3)
    expect(parseEnv({ ...valid, WEB_CONCURRENCY: '' }).WEB_CONCURRENCY).toBeUndefined()
    expect(() => parseEnv({ ...valid, WEB_CONCURRENCY: '0' })).toThrowError(/WEB_CONCURRENCY: 1 이상이어야 합니다/)
    expect(() => parseEnv({ ...valid, WEB_CONCURRENCY: '1.5' })).toThrowError(/WEB_CONCURRENCY: 정수여야 합니다/)
  })

  it('takes a Kakao JavaScript key of 32 lowercase hex characters, unset when empty, and refuses others in Korean', () => {
    const key = '0123456789abcdef0123456789abcdef'
    expect(parseEnv({ ...valid, KAKAO_JAVASCRIPT_KEY: key }).KAKAO_JAVASCRIPT_KEY).toBe(key)
    expect(parseEnv({ ...valid, KAKAO_JAVASCRIPT_KEY: '' }).KAKAO_JAVASCRIPT_KEY).toBeUndefined()
    expect(() => parseEnv({ ...valid, KAKAO_JAVASCRIPT_KEY: 'not-a-key' })).toThrowError(
      /KAKAO_JAVASCRIPT_KEY: 카카오 JavaScript 키는 영문 소문자와 숫자 32자입니다/,
    )
  })

  it('rejects a DATABASE_URL that is not a postgres URL', () => {
    expect(() => parseEnv({ ...valid, DATABASE_URL: 'mysql://localhost/app' })).toThrowError(/DATABASE_URL/)
  })
})

describe('S3_* (uploaded files in a bucket)', () => {
  const bucket = { S3_BUCKET: 'site-media', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' }

  it('keeps files on local disk when no S3_* is set, or all are empty', () => {
    expect(s3Settings(parseEnv(valid))).toBeUndefined()
    expect(s3Settings(parseEnv({ ...valid, S3_BUCKET: '', S3_REGION: ' ', S3_FORCE_PATH_STYLE: '' }))).toBeUndefined()
  })

  it('refuses a bucket without its keys, naming each missing one in Korean', () => {
    expect(() => parseEnv({ ...valid, S3_BUCKET: 'site-media', S3_REGION: 'ap-northeast-2' })).toThrowError(
      /^환경 변수 설정 오류 — S3_ACCESS_KEY_ID: S3_BUCKET을 지정했으면 필요합니다; S3_SECRET_ACCESS_KEY: S3_BUCKET을 지정했으면 필요합니다$/,
    )
  })

  it('refuses S3 keys without a bucket rather than silently writing to disk', () => {
    expect(() => parseEnv({ ...valid, S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' })).toThrowError(
      /S3_BUCKET: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY이\(가\) 설정되어 있습니다/,
    )
  })

  it('needs the region for AWS S3, not for an S3-compatible endpoint', () => {
    expect(() => parseEnv({ ...valid, ...bucket })).toThrowError(/S3_REGION: AWS S3는 버킷의 리전이 필요합니다/)
    const aws = s3Settings(parseEnv({ ...valid, ...bucket, S3_REGION: 'ap-northeast-2' }))
    expect(aws).toMatchObject({ region: 'ap-northeast-2', forcePathStyle: false, prefix: '' })
    expect(aws?.endpoint).toBeUndefined()
  })

  it('addresses an S3-compatible endpoint by path unless told otherwise, and trims the prefix', () => {
    const compatible = { ...valid, ...bucket, S3_ENDPOINT: 'https://kr.object.ncloudstorage.com/', S3_PREFIX: '/site/' }
    expect(s3Settings(parseEnv(compatible))).toEqual({
      bucket: 'site-media',
      region: 'us-east-1',
      endpoint: 'https://kr.object.ncloudstorage.com',
      forcePathStyle: true,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      prefix: 'site',
    })
    expect(s3Settings(parseEnv({ ...compatible, S3_FORCE_PATH_STYLE: 'false' }))?.forcePathStyle).toBe(false)
  })

  it('rejects a malformed bucket name, endpoint or prefix', () => {
    expect(() =>
      parseEnv({
        ...valid,
        ...bucket,
        S3_BUCKET: 'Site_Media',
        S3_ENDPOINT: 'ftp://files.example',
        S3_PREFIX: 'a/../b',
      }),
    ).toThrowError(
      /S3_BUCKET: 3–63자.+; S3_ENDPOINT: http:\/\/ 또는 https:\/\/.+; S3_PREFIX: \. 이나 \.\. 폴더는 쓸 수 없습니다$/,
    )
  })
})
