/**
 * Bad inputs for the fuzz test (tests/int/fuzz.int.test.ts), and a raw HTTP sender for them.
 * Deterministic: the same seed gives the same inputs, so a failure printed by one run is the
 * failure of every run.
 */
import http from 'node:http'

export interface Random {
  pick: <T>(items: readonly T[]) => T
  /** `count` different items, in a seeded order. */
  sample: <T>(items: readonly T[], count: number) => T[]
}

/** mulberry32: small, fast and good enough to spread test inputs. */
export function seeded(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (max: number) => Math.floor(next() * max)
  return {
    pick: (items) => items[int(items.length)] as (typeof items)[number],
    sample: (items, count) => {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(i + 1)
        ;[copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]]
      }
      return copy.slice(0, count)
    },
  }
}

/** Text that has broken parsers, databases and screens elsewhere. */
export const unicodeEdges = [
  '',
  ' \t\r\n ',
  '\u0000',
  '김\u0000하늘',
  '\ud800',
  'a\udfffb',
  '\ud83d',
  '\u202e하늘김\u202c',
  '\u200b\u200c\u200d\ufeff',
  `가${'\u0301'.repeat(500)}`,
  'ᄀᄀᄀ가각\u11a8', // conjoining jamo
  '한'.repeat(20_000),
  '🇰🇷👩‍👩‍👧‍👦🏳️‍🌈',
  '\u2028\u2029',
  '\u001b[31m빨강\u001b[0m',
  '\uffff\ufffe',
  'Ｆｕｌｌｗｉｄｔｈ ＠ｅｘａｍｐｌｅ．ｃｏｍ',
]

/** Injection attempts: SQL, script, template, path and prototype tricks. */
export const injections = [
  "' OR '1'='1",
  "'; DROP TABLE inquiries; --",
  '1; SELECT pg_sleep(10)--',
  '" OR ""="',
  "admin'--",
  "') UNION SELECT email, password FROM auth.account--",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  'javascript:alert(1)',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection, on purpose
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '__proto__',
  '$where',
]

/** Values of the wrong type where a string (or anything else) is expected. */
export const wrongTypes: unknown[] = [null, 0, -1, 1.5, 1e308, true, false, [], ['a', 'b'], {}, { $gt: '' }, [[[[]]]]]

/** JSON that is not JSON, or is JSON of an unexpected shape. */
export const malformedJson = [
  '',
  '{',
  '}',
  '{"email":',
  '{"email":"a@example.com",}',
  "{'email':'a@example.com'}",
  '{email:1}',
  'NaN',
  '[1,2',
  '\ufeff{}',
  '{"a":1}{"b":2}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":01}',
  '{"a":1e999}',
  'null',
  'true',
  '[]',
  '"a string"',
  '123',
  '{"__proto__":{"role":"admin","isAdmin":true}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  '\u0000',
]

/** `{"a":"\xff\xfe"}`: bytes that are not UTF-8 at all. */
export const invalidUtf8 = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0x22, 0x7d])

/** `[[[…]]]` or `{"a":{"a":…}}`, `levels` deep. */
export function deepJson(levels: number, kind: 'array' | 'object' = 'array'): string {
  return kind === 'array'
    ? `${'['.repeat(levels)}${']'.repeat(levels)}`
    : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`
}

/** Percent-encoded for a URL; a lone surrogate (which has no UTF-8) goes as U+FFFD, as a browser sends it. */
export const inUrl = (text: string) => encodeURIComponent(Buffer.from(text).toString('utf8'))

/** As a header value: the UTF-8 bytes, one Latin-1 character each (the only way a header carries them). */
export const inHeader = (text: string) => Buffer.from(text).toString('latin1')

/** Every bad value: wrong types, unicode edges and injections. */
export const badValues: unknown[] = [...wrongTypes, ...unicodeEdges, ...injections]

/** Text values only: for form fields and query strings, where everything arrives as text. */
export const badTexts: string[] = [
  ...unicodeEdges,
  ...injections,
  ...wrongTypes.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
]

/**
 * A valid body with one field at a time replaced by `perField` bad values (and each field left
 * out once, and one unknown field added): each mutation reaches the validation of one field.
 */
export function mutations(
  valid: Record<string, unknown>,
  random: Random,
  { perField = 6, values = badValues }: { perField?: number; values?: readonly unknown[] } = {},
): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [{ ...valid, unexpected: random.pick(values), role: 'admin' }]
  for (const field of Object.keys(valid)) {
    const { [field]: _left, ...without } = valid
    bodies.push(without)
    for (const value of random.sample(values, perField)) bodies.push({ ...valid, [field]: value })
  }
  return bodies
}

export interface Answer {
  status: number
  body: string
}

/**
 * One request over a plain socket, nothing normalised: the path, headers and body bytes go out
 * exactly as given (fetch would re-encode the URL and refuse some headers). A server that answers
 * early (413 before the upload ends) may close the connection while we still write: the answer
 * counts; a connection closed with no answer at all is status 0.
 */
export function send(
  baseUrl: string,
  { method = 'GET', path, headers = {}, body }: RequestCase,
  timeoutMs = 30_000,
): Promise<Answer> {
  const url = new URL(baseUrl)
  return new Promise((resolve) => {
    let answered = false
    let request: http.ClientRequest
    try {
      request = http.request(
        { host: url.hostname, port: url.port, method, path, headers, setHost: true, timeout: timeoutMs },
        (response) => {
          answered = true
          const chunks: Buffer[] = []
          let size = 0
          response.on('data', (chunk: Buffer) => {
            if (size < 4096) chunks.push(chunk)
            size += chunk.length
          })
          const done = () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') })
          response.on('end', done)
          response.on('error', done)
          response.on('aborted', done)
        },
      )
    } catch (error) {
      // A path or header Node refuses to send: a mistake of the test's input, reported like a failure.
      return resolve({ status: 0, body: `not sent: ${(error as Error).message}` })
    }
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', (error) => {
      if (!answered) resolve({ status: 0, body: `no answer: ${error.message}` })
    })
    if (body === undefined) request.end()
    else request.end(body)
  })
}

export interface RequestCase {
  /** What the case tries, printed when it fails. */
  name: string
  method?: string
  path: string
  headers?: Record<string, string | string[]>
  body?: string | Buffer
}

/** A multipart/form-data body built by hand (so it can be broken on purpose). */
export function multipart(fields: [string, string | { filename: string; type: string; data: Buffer }][]) {
  const boundary = `----fuzz${'x'.repeat(16)}`
  const parts: Buffer[] = []
  for (const [name, value] of fields) {
    const head =
      typeof value === 'string'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type}\r\n\r\n`
    parts.push(Buffer.from(head), typeof value === 'string' ? Buffer.from(value) : value.data, Buffer.from('\r\n'))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}

/** Shortens an input for a failure message: long values by their length. */
export function describeInput(value: unknown): string {
  const text =
    typeof value === 'string' ? value : Buffer.isBuffer(value) ? value.toString('utf8') : JSON.stringify(value)
  if (text === undefined) return String(value)
  return text.length > 300 ? `${JSON.stringify(text.slice(0, 200))}… (${text.length} characters)` : JSON.stringify(text)
}
