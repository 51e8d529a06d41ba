/**
 * Site members in tests, through the real interfaces only: sign-up over HTTP, the verification
 * mail read from the outbox through Payload's REST API as a CMS editor, its link opened.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { CookieJar, get, postJson } from './http'
import type { RunningSite } from './site'
import { TEST_ADMIN } from './site'

export interface OutboxMail {
  id: number
  to: string
  subject: string
  kind: string
  text: string
  createdAt: string
}

// Where this process's addresses start: Playwright restarts its worker after a failed test, and a
// counter from 0 again handed out the addresses the earlier tests had used up against the limits.
let counter = (process.pid * 1009) % 65536
/**
 * A client address of its own, so rate limits of one test never touch another (site runs with
 * TRUSTED_PROXY): one of the 65,536 in 198.18.0.0/16, the range set aside for tests of networks.
 */
export const newClient = () => {
  counter = (counter + 1) % 65536
  return { 'x-forwarded-for': `198.18.${counter >> 8}.${counter & 255}`, 'user-agent': `test-client-${counter}` }
}

let editorJar: CookieJar | undefined
async function editor(site: Pick<RunningSite, 'url'>) {
  if (editorJar) return editorJar
  const jar = new CookieJar()
  const response = await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar })
  if (response.status !== 200) throw new Error(`editor login failed: ${response.status}`)
  editorJar = jar
  return jar
}

/** Mails to an address, newest first. */
export async function outbox(site: Pick<RunningSite, 'url'>, to: string): Promise<OutboxMail[]> {
  const jar = await editor(site)
  const query = `where[to][equals]=${encodeURIComponent(to.toLowerCase())}&sort=-createdAt&limit=50`
  const response = await get(site.url, `/api/outbox?${query}`, { jar })
  if (response.status !== 200) throw new Error(`outbox: ${response.status}`)
  return (await response.json()).docs
}

/** Waits for the `count`-th mail of a kind to reach the outbox (mails leave through a background job). */
export async function waitForMail(
  site: Pick<RunningSite, 'url'>,
  to: string,
  kind: string,
  count = 1,
): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const mails = (await outbox(site, to)).filter((mail) => mail.kind === kind)
    if (mails.length >= count && mails[0]) return mails[0]
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no ${kind} mail #${count} for ${to}`)
}

/** The action link of a mail (its first http URL). */
export function linkIn(mail: OutboxMail): string {
  const url = mail.text.match(/https?:\/\/\S+/)?.[0]
  if (!url) throw new Error(`no link in mail ${mail.subject}`)
  return url
}

export interface Member {
  name: string
  email: string
  password: string
  phone: string
  client: Record<string, string>
}

let memberCount = 0
/** A member whose every request comes from a new client address (rate limits are tested on purpose elsewhere). */
export function newMember(overrides: Partial<Omit<Member, 'client'>> = {}): Member {
  memberCount += 1
  return {
    name: `회원${memberCount}`,
    email: `member${memberCount}.${Date.now()}@example.com`,
    password: 'member-password-1',
    phone: `010-5555-${String(1000 + memberCount).slice(-4)}`,
    get client() {
      return newClient()
    },
    ...overrides,
  }
}

export const signUpBody = (member: Member) => ({
  name: member.name,
  email: member.email,
  password: member.password,
  phone: member.phone,
  agreements: { terms: true, privacy: true, age14: true, marketing: false },
  callbackURL: '/login?verified=1',
})

/** Signs up, opens the verification link from the outbox; returns the member, not signed in. */
export async function createVerifiedMember(
  site: Pick<RunningSite, 'url'>,
  overrides: Partial<Member> = {},
): Promise<Member> {
  const member = newMember(overrides)
  const response = await postAuth(site, '/api/auth/sign-up/email', signUpBody(member), { headers: member.client })
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`)
  const mail = await waitForMail(site, member.email, 'verify-email')
  const verified = await fetch(linkIn(mail), { redirect: 'manual' })
  if (verified.status !== 302) throw new Error(`verification failed: ${verified.status}`)
  return member
}

export async function signIn(site: Pick<RunningSite, 'url'>, member: Member, extra: Record<string, unknown> = {}) {
  const jar = new CookieJar()
  const response = await postAuth(
    site,
    '/api/auth/sign-in/email',
    { email: member.email, password: member.password, ...extra },
    { jar, headers: member.client },
  )
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`)
  return jar
}

/**
 * A sign-up or sign-in as a person makes it: when password hashing is saturated
 * (src/auth/password-hash.ts answers 429 with a few seconds' wait, as it may on two cores busy with
 * a whole test run), they try again after the wait, and so does this, once.
 */
async function postAuth(
  site: Pick<RunningSite, 'url'>,
  path: string,
  body: unknown,
  options: Parameters<typeof postJson>[3],
) {
  const response = await postJson(site.url, path, body, options)
  if (response.status !== 429) return response
  const wait = ((await response.clone().json()) as { retryAfter?: number }).retryAfter
  if (wait === undefined || wait > 10) return response
  await new Promise((resolve) => setTimeout(resolve, wait * 1000))
  return postJson(site.url, path, body, options)
}

/** The embedded database of a started site (its port from the banner, password from its secrets). */
export async function siteDatabaseUrl(site: RunningSite): Promise<string> {
  const port = site.output().match(/포트 (\d+)/)?.[1]
  const secrets = JSON.parse(await readFile(path.join(site.dataDir, 'secrets.json'), 'utf8'))
  return `postgres://postgres:${encodeURIComponent(secrets.POSTGRES_PASSWORD)}@127.0.0.1:${port}/app`
}
