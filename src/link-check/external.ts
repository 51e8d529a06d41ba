/**
 * Asks other sites whether the `https:` addresses staff linked to still answer: HEAD, and GET when
 * HEAD is refused (some servers answer HEAD with 403, 404 or 405 and GET with 200), following up to
 * five redirects. Bounded: at most `perSecond` requests start per second across the run, one at a
 * time per host, each within `timeoutMs`, all within `budgetMs`. An answer of 400 or more is a
 * broken link; no answer (name not found, refused, timed out, a bad certificate) is its own softer
 * status, "응답 없음": the other site or the network may be down for a while.
 *
 * Private and loopback addresses are not asked (a link to them is broken for every visitor anyway,
 * and the server must not be a way to probe its own network), unless `allowPrivate` (tests).
 */
import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import type { Verdict } from './classify'

export interface ExternalCheckOptions {
  /** Requests started per second across the run. */
  perSecond?: number
  /** One request's limit, answer head included. */
  timeoutMs?: number
  /** The whole external pass; addresses not asked by then get no verdict. */
  budgetMs?: number
  /** Requests at once (each on another host). */
  concurrency?: number
  /** Certificates to trust instead of the system's (tests' local https server). */
  ca?: string | Buffer
  /** Ask loopback and private addresses too (tests). */
  allowPrivate?: boolean
  userAgent?: string
}

export const EXTERNAL_DEFAULTS = {
  perSecond: 2,
  timeoutMs: 10_000,
  budgetMs: 10 * 60_000,
  concurrency: 4,
  userAgent: 'FoodImpact-LinkChecker/1.0',
} as const

const MAX_REDIRECTS = 5

const statusNames: Record<number, string> = {
  400: '잘못된 요청',
  401: '로그인 필요',
  403: '접근 거부',
  404: '찾을 수 없음',
  405: '허용되지 않는 요청',
  408: '요청 시간 초과',
  410: '삭제됨',
  429: '요청이 너무 많음',
  500: '서버 오류',
  502: '게이트웨이 오류',
  503: '서비스를 쓸 수 없음',
  504: '게이트웨이 시간 초과',
}

/** "404 찾을 수 없음". */
export const statusText = (status: number) => `${status}${statusNames[status] ? ` ${statusNames[status]}` : ''}`

class CheckError extends Error {
  constructor(
    readonly code: string,
    message = code,
  ) {
    super(message)
  }
}

const privateAddresses = new net.BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  privateAddresses.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  privateAddresses.addSubnet(network, prefix, 'ipv6')
}

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return isPrivateAddress(mapped)
  const family = net.isIP(address)
  if (family === 0) return false
  return privateAddresses.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

type LookupAddress = { address: string; family: number }

/** DNS as usual, refusing a name that leads to a private address. */
const publicLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options }, (error, address: string | LookupAddress[], family?: number) => {
    if (error) return callback(error, address as string, family)
    const addresses = Array.isArray(address) ? address.map((entry) => entry.address) : [address]
    if (addresses.some(isPrivateAddress)) {
      return callback(new CheckError('EPRIVATE') as NodeJS.ErrnoException, address as string, family)
    }
    ;(callback as (error: null, address: string | LookupAddress[], family?: number) => void)(null, address, family)
  })
}

/** One request; its status, after following redirects. */
function statusOf(url: URL, method: 'HEAD' | 'GET', options: Required<ExternalCheckOptions>, left = MAX_REDIRECTS) {
  return new Promise<number>((resolve, reject) => {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return reject(new CheckError('EPROTOCOL'))
    const host = url.hostname.replace(/^\[|\]$/g, '')
    if (!options.allowPrivate && isPrivateAddress(host)) return reject(new CheckError('EPRIVATE'))
    const client = url.protocol === 'https:' ? https : http
    const request = client.request(url, {
      method,
      headers: { 'user-agent': options.userAgent, accept: '*/*', 'accept-language': 'ko-KR,ko;q=0.9' },
      signal: AbortSignal.timeout(options.timeoutMs),
      ...(options.allowPrivate ? {} : { lookup: publicLookup }),
      ...(url.protocol === 'https:' && options.ca ? { ca: options.ca } : {}),
    })
    request.on('response', (response) => {
      const status = response.statusCode ?? 0
      response.destroy()
      const location = response.headers.location
      if (status >= 300 && status < 400 && location) {
        if (left === 0) return reject(new CheckError('EREDIRECTS'))
        let next: URL
        try {
          next = new URL(location, url)
        } catch {
          return reject(new CheckError('EREDIRECTS'))
        }
        statusOf(next, method, options, left - 1).then(resolve, reject)
        return
      }
      resolve(status)
    })
    request.on('error', reject)
    request.end()
  })
}

const tlsCodes = new Set([
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'CERT_NOT_YET_VALID',
])

/** Why no answer came, in staff's words. */
function noAnswer(error: unknown, timeoutMs: number): Verdict {
  const code = String((error as { code?: unknown })?.code ?? (error as Error)?.name ?? '')
  const unreachable = (why: string): Verdict => ({
    ok: false,
    status: 'unreachable',
    reason: `외부 주소가 응답하지 않습니다 (${why}).`,
  })
  if (code === 'EREDIRECTS') {
    return { ok: false, status: 'broken', reason: '외부 주소가 다른 주소로 너무 여러 번 넘깁니다 (리디렉션 반복).' }
  }
  if (code === 'EPRIVATE') {
    return { ok: false, status: 'broken', reason: '내부망(사설) 주소라서 방문자가 열 수 없습니다.' }
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return unreachable('주소를 찾을 수 없음')
  if (code === 'ECONNREFUSED') return unreachable('연결 거부')
  if (code === 'ECONNRESET' || code === 'EPIPE') return unreachable('연결이 끊김')
  if (code === 'TimeoutError' || code === 'AbortError' || code === 'ABORT_ERR' || code === 'ETIMEDOUT') {
    return unreachable(`${Math.round(timeoutMs / 1000)}초 안에 응답 없음`)
  }
  if (tlsCodes.has(code) || code.startsWith('ERR_TLS') || code.startsWith('ERR_SSL')) {
    return unreachable('보안 인증서 오류')
  }
  return unreachable('연결 실패')
}

/** One address: HEAD, then GET when HEAD was refused or failed. */
export async function checkAddress(address: string, options: Required<ExternalCheckOptions>): Promise<Verdict> {
  const url = new URL(address)
  let status: number
  try {
    status = await statusOf(url, 'HEAD', options)
    if (status >= 400) status = await statusOf(url, 'GET', options)
  } catch (headError) {
    // A server that drops HEAD may still answer GET; a name that does not resolve will not.
    const code = String((headError as { code?: unknown })?.code ?? '')
    if (['ENOTFOUND', 'EAI_AGAIN', 'EPRIVATE', 'EPROTOCOL', 'EREDIRECTS'].includes(code)) {
      return noAnswer(headError, options.timeoutMs)
    }
    try {
      status = await statusOf(url, 'GET', options)
    } catch (error) {
      return noAnswer(error, options.timeoutMs)
    }
  }
  if (status < 400) return { ok: true }
  if (status === 429) {
    return {
      ok: false,
      status: 'unreachable',
      reason: `외부 사이트가 요청이 많다며 답하지 않았습니다 (${statusText(status)}).`,
      httpStatus: status,
    }
  }
  return { ok: false, status: 'broken', reason: `외부 사이트의 응답: ${statusText(status)}.`, httpStatus: status }
}

const hostOf = (address: string) => new URL(address).host.toLowerCase()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Each address's verdict (each asked once, however often it is linked). Addresses left when the
 * budget runs out are missing from the answer: unknown, not broken.
 */
export async function checkExternalAddresses(
  addresses: Iterable<string>,
  options: ExternalCheckOptions = {},
  check: typeof checkAddress = checkAddress,
): Promise<Map<string, Verdict>> {
  const settings: Required<ExternalCheckOptions> = {
    ...EXTERNAL_DEFAULTS,
    ca: '',
    allowPrivate: false,
    ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)),
  }
  const pending = [...new Set(addresses)]
  const results = new Map<string, Verdict>()
  const busyHosts = new Set<string>()
  const interval = 1000 / Math.max(0.01, settings.perSecond)
  const endAt = Date.now() + settings.budgetMs
  let nextStart = 0
  let waiting: (() => void)[] = []
  const released = () => new Promise<void>((resolve) => waiting.push(resolve))
  const release = () => {
    const wake = waiting
    waiting = []
    for (const resolve of wake) resolve()
  }

  /** Waits for this request's turn under the overall rate; false when that turn is past the budget. */
  async function turn(): Promise<boolean> {
    const now = Date.now()
    const at = Math.max(now, nextStart)
    if (at >= endAt) return false
    nextStart = at + interval
    if (at > now) await sleep(at - now)
    return true
  }

  async function worker() {
    for (;;) {
      if (pending.length === 0 || Date.now() >= endAt) return
      const index = pending.findIndex((address) => !busyHosts.has(hostOf(address)))
      if (index < 0) {
        await released()
        continue
      }
      const [address] = pending.splice(index, 1) as [string]
      const host = hostOf(address)
      busyHosts.add(host)
      try {
        if (!(await turn())) return
        results.set(address, await check(address, settings))
      } finally {
        busyHosts.delete(host)
        release()
      }
    }
  }

  await Promise.all(Array.from({ length: Math.max(1, settings.concurrency) }, worker))
  return results
}
