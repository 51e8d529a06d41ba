/** Small HTTP helpers for talking to the site like a browser would (Origin header, cookies). */
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
