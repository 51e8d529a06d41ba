/**
 * What is refused before Payload's REST API runs (src/lib/payload-rest-input.mjs), and that the
 * proxy runs for exactly Payload's addresses. The started site: tests/int/fuzz.int.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  bodyNeedsCheck,
  payloadRestSegments,
  refusalByBody,
  SITE_API_ROUTES,
} from '../../src/lib/payload-rest-input.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const headers =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name]

describe("Payload's REST addresses", () => {
  it('are every /api address but the site’s own route handlers and the page-view intake', () => {
    const handlers = readdirSync(path.join(root, 'src/app/api'))
    expect([...SITE_API_ROUTES].sort()).toEqual([...handlers, 'track'].sort())
    expect(payloadRestSegments('/api/news/3?depth=1')).toEqual(['news', '3'])
    expect(payloadRestSegments('/api/globals/site-settings')).toEqual(['globals', 'site-settings'])
    expect(payloadRestSegments('/api/auth/sign-in/email')).toBeUndefined()
    expect(payloadRestSegments('/api/contact/general')).toBeUndefined()
    expect(payloadRestSegments('/community/news/list')).toBeUndefined()
  })

  it('the proxy’s matcher leaves out the same routes (Next reads it as literals)', () => {
    const proxy = readFileSync(path.join(root, 'src/proxy.ts'), 'utf8')
    const sources = [...proxy.matchAll(/source: '\/api\/:path\(\(\?!\(\?:([a-z|]+)\)/g)].map((match) => match[1])
    expect(sources).toHaveLength(3)
    for (const list of sources) expect(list?.split('|').sort()).toEqual([...SITE_API_ROUTES].sort())
  })
})

describe('a body Payload would fail on', () => {
  const json = headers({ 'content-type': 'application/json' })
  it('is refused when JSON that is broken or not an object', () => {
    expect(refusalByBody('POST', ['news'], json, '{bad')?.status).toBe(400)
    expect(refusalByBody('PATCH', ['news', '1'], json, '[]')?.message).toBe(
      '보내는 내용은 JSON 객체({ … })여야 합니다.',
    )
    expect(refusalByBody('POST', ['news'], json, 'null')?.status).toBe(400)
    expect(refusalByBody('POST', ['news'], json, '{"title":"가"}')).toBeUndefined()
    expect(refusalByBody('POST', ['news'], json, '')).toBeUndefined()
    // A preference's value may be anything.
    expect(refusalByBody('POST', ['payload-preferences', 'nav'], json, '123')).toBeUndefined()
  })

  it('is refused in a POST read as a GET: broken JSON, or a point operator in its form-encoded query', () => {
    const asGet = headers({ 'x-payload-http-method-override': 'GET', 'content-type': 'application/json' })
    expect(refusalByBody('POST', ['news'], asGet, '{bad')?.message).toBe('요청 형식이 올바르지 않습니다.')
    expect(refusalByBody('POST', ['news'], asGet, '[]')).toBeUndefined()
    const form = headers({ 'x-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' })
    expect(refusalByBody('POST', ['news'], form, 'where[title][near]=1')?.message).toBe(
      '지원하지 않는 검색 조건입니다.',
    )
    expect(refusalByBody('POST', ['news'], form, 'where[title][equals]=1')).toBeUndefined()
    expect(bodyNeedsCheck('POST', form)).toBe(true)
  })

  it('is read only for JSON writes and POSTs read as a GET, never an upload', () => {
    expect(bodyNeedsCheck('POST', json)).toBe(true)
    expect(bodyNeedsCheck('GET', json)).toBe(false)
    expect(bodyNeedsCheck('POST', headers({ 'content-type': 'multipart/form-data; boundary=x' }))).toBe(false)
  })
})
