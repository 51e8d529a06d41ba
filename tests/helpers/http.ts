/** Small HTTP helpers for talking to the site like a browser would (Origin header, cookies). */
import { randomUUID } from 'node:crypto'
import http from 'node:http'

export class CookieJar {
  private cookies = new Map<string, string>()

  store(response: Response) {
    this.storeLines(response.headers.getSetCookie())
  }

  /** Set-Cookie header values as they came (a client that is not fetch, e.g. autocannon). */
  storeLines(lines: string[]) {
    for (const line of lines) {
      const [pair] = line.split(';')
      const index = pair?.indexOf('=') ?? -1
      if (!pair || index < 0) continue
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1).trim()
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** Forgets one cookie (e.g. the session cache, to make the server read the database). */
  drop(name: string) {
    for (const key of [...this.cookies.keys()]) if (key.endsWith(name)) this.cookies.delete(key)
  }

  names(): string[] {
    return [...this.cookies.keys()]
  }
}

export async function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  { jar, headers = {} }: { jar?: CookieJar; headers?: Record<string, string> } = {},
) {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      ...(jar ? { cookie: jar.header() } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
    redirect: 'manual',
  })
  jar?.store(response)
  return response
}

/** A same-origin GET as a browser sends it (Payload ignores cookies on requests that cannot show their origin). */
export async function get(baseUrl: string, path: string, { jar }: { jar?: CookieJar } = {}) {
  const response = await fetch(new URL(path, baseUrl), {
    headers: { 'sec-fetch-site': 'same-origin', ...(jar ? { cookie: jar.header() } : {}) },
    redirect: 'manual',
  })
  jar?.store(response)
  return response
}

/**
 * A GET on a connection of its own (no keep-alive pool): under src/server/cluster.mjs each new
 * connection goes to whichever server process accepts it first (tests/helpers/servers.ts).
 */
export function getOnNewConnection(
  url: URL,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
      })
      .on('error', reject)
  })
}

/**
 * Renames the news post `id` through the CMS's REST API, signed in as the CMS admin `admin`, and
 * tells whether a `sees` check begun within `withinMs` of the save finds the new title (tried
 * again every 25 ms until one passes or the time is up).
 */
export async function renameNewsAndCheckWithin(
  siteUrl: string,
  id: number,
  admin: { email: string; password: string },
  withinMs: number,
  sees: (title: string) => Promise<boolean>,
): Promise<boolean> {
  const editor = new CookieJar()
  const login = await postJson(siteUrl, '/api/users/login', admin, { jar: editor })
  if (login.status !== 200) throw new Error(`CMS login answered ${login.status}`)
  const title = `캐시 확인 ${randomUUID().slice(0, 8)}`
  const saved = await fetch(`${siteUrl}/api/news/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: siteUrl, cookie: editor.header() },
    body: JSON.stringify({ title }),
  })
  if (saved.status !== 200) throw new Error(`saving the post answered ${saved.status}`)
  const savedAt = Date.now()
  while (Date.now() - savedAt <= withinMs) {
    if (await sees(title)) return true
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return false
}

/**
 * A request whose path goes out exactly as given (fetch would resolve `/./x` and re-encode it),
 * for checking how the server treats odd spellings of an address; optionally from another client
 * address of this machine (any 127.x.y.z: the site takes the client address from the socket, so
 * each has limits of its own, STACK-NOTES "Several clients on one machine").
 */
export function rawRequest(
  baseUrl: string,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
    localAddress,
  }: { method?: string; headers?: Record<string, string | number>; body?: Buffer; localAddress?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; rawHeaders: string[]; body: string; bytes: Buffer }> {
  const url = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path, method, headers, agent: false, localAddress },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const bytes = Buffer.concat(chunks)
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            // As sent: Node keeps only the first of a repeated Location in `headers`.
            rawHeaders: response.rawHeaders,
            body: bytes.toString('utf8'),
            // Not decoded: a compressed answer's bytes as they came.
            bytes,
          })
        })
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** A same-origin JSON POST from another client address of this machine (see rawRequest). */
export async function postJsonFrom(localAddress: string, baseUrl: string, path: string, body: unknown) {
  const data = Buffer.from(JSON.stringify(body))
  const site = new URL(baseUrl)
  const headers = {
    host: site.host,
    origin: site.origin,
    'content-type': 'application/json',
    'content-length': data.length,
  }
  // To the IPv4 loopback, where a 127.x.y.z source address can reach it.
  const ipv4 = new URL(baseUrl)
  ipv4.hostname = '127.0.0.1'
  const answer = await rawRequest(ipv4.origin, path, { method: 'POST', headers, body: data, localAddress })
  return { status: answer.status, headers: answer.headers, text: answer.body }
}
