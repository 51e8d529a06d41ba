/**
 * `npm run seed -- --scale`: on top of the demo content, the data of a company that has run the
 * site for years (ADR 0045): news posts and impact stories with covers, site
 * members, inquiries with notes and status history, and page views over two years.
 *
 * Posts go through Payload's Local API (their hooks fill the search text and the versions);
 * members through better-auth's own adapter (never SQL into its schema), all sharing one password
 * hash, as 20,000 scrypt hashes would take about 20 CPU minutes; inquiries and page views through
 * the set-based writers with the other statements on Payload's tables (src/db/payload-tables:
 * generated-inquiries.ts, page-views.mjs). Each part counts what a previous run left (generated rows carry a
 * marker) and adds only what is missing: a second run adds nothing.
 *
 * SEED_SCALE_COUNTS (e.g. `news=50,stories=10,members=20,inquiries=100,pageViews=1000`) overrides
 * the counts, for a quick try and the tests.
 */

import { betterAuth } from 'better-auth'
import type { Payload } from 'payload'
import { authOptions } from '@/auth/options'
import { parseEnv } from '@/config/env'
import {
  GENERATED_INQUIRY_KEY_PREFIX,
  GENERATED_INQUIRY_SQL,
  insertGeneratedInquiries,
} from '@/db/payload-tables/generated-inquiries'
import { GENERATED_SESSION_PREFIX, insertGeneratedPageViews, PAGE_VIEW_SQL } from '@/db/payload-tables/page-views.mjs'
import { broadcastTags } from '@/lib/revalidate'
import { ALL_TAGS } from '@/server/contract.mjs'

import { seedImages } from './images'
import { paragraph, richText } from './lexical'

export const SCALE_COUNTS = { news: 10_000, stories: 2_000, members: 20_000, inquiries: 50_000, pageViews: 2_000_000 }
export type ScaleCounts = typeof SCALE_COUNTS

/** The password of every generated member (they are test data: nobody reads their mail). */
export const SCALE_MEMBER_PASSWORD = 'scale-member-1'
export const SCALE_MEMBER_DOMAIN = 'scale.example.com'
const DAYS = 730

export function scaleCounts(spec = process.env.SEED_SCALE_COUNTS): ScaleCounts {
  const counts = { ...SCALE_COUNTS }
  for (const part of (spec ?? '').split(',').filter(Boolean)) {
    const [key = '', value] = part.split('=')
    const number = Number(value)
    if (!(key in counts) || !Number.isInteger(number) || number < 0)
      throw new Error(`SEED_SCALE_COUNTS를 이해할 수 없습니다: "${part}" (예: news=50,members=20)`)
    counts[key as keyof ScaleCounts] = number
  }
  return counts
}

const log = (message: string) => console.log(`[규모 시드] ${message}`)
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1)
const context = () => ({ disableRevalidate: true })

/** Runs `task(i)` for every i in `numbers`, `limit` at a time, reporting progress every `every`. */
async function eachNumber(numbers: number[], limit: number, label: string, task: (n: number) => Promise<void>) {
  let done = 0
  let next = 0
  const every = Math.max(1, Math.ceil(numbers.length / 10))
  const worker = async () => {
    while (next < numbers.length) {
      const n = numbers[next++] as number
      await task(n)
      done += 1
      if (done % every === 0 || done === numbers.length) log(`${label}: ${done}/${numbers.length}`)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, numbers.length) }, worker))
}

const missingNumbers = (total: number, existing: Set<number>) =>
  Array.from({ length: total }, (_, i) => i + 1).filter((n) => !existing.has(n))

export async function seedScale(payload: Payload, counts: ScaleCounts = scaleCounts()): Promise<void> {
  const started = Date.now()
  log(
    `시작: 뉴스 ${counts.news}, 임팩트 스토리 ${counts.stories}, 회원 ${counts.members}, 문의 ${counts.inquiries}, 페이지 조회 ${counts.pageViews}`,
  )
  const staff = await payload.find({ collection: 'users', sort: 'id', limit: 1, depth: 0, select: { email: true } })
  const staffId = staff.docs[0]?.id
  if (staffId === undefined) throw new Error('관리자 계정이 없습니다. 먼저 npm run seed 를 실행하세요.')
  try {
    await part('뉴스', () => seedPosts(payload, 'news', counts.news))
    await part('임팩트 스토리', () => seedPosts(payload, 'impact-stories', counts.stories))
    await part('회원', () => seedMembers(counts.members))
    await part('문의', () => seedInquiries(payload, counts.inquiries, staffId))
    await part('페이지 조회', () => seedPageViews(payload, counts.pageViews))
  } finally {
    // Posts are written without their per-post revalidation (one broadcast instead of 12,000):
    // every server of a running site drops its cached pages now, as after the demo seed.
    await broadcastTags((payload.db as unknown as { drizzle: Parameters<typeof broadcastTags>[0] }).drizzle, [ALL_TAGS])
  }
  log(`완료 (${seconds(started)}초)`)
}

async function part(label: string, run: () => Promise<string>) {
  const started = Date.now()
  log(`${label}: ${await run()} (${seconds(started)}초)`)
}

const added = (made: number, total: number) => (made ? `${made}개 추가, 전체 ${total}개` : `이미 있음 (${total}개)`)

const POST_TITLE = { news: '규모 시험 뉴스', 'impact-stories': '규모 시험 임팩트 스토리' } as const

async function seedPosts(payload: Payload, collection: 'news' | 'impact-stories', total: number): Promise<string> {
  const prefix = POST_TITLE[collection]
  const existing = await payload.find({
    collection,
    where: { title: { like: `${prefix} ` } },
    pagination: false,
    depth: 0,
    select: { title: true },
  })
  const numbers = new Set(existing.docs.map((doc) => Number(doc.title.slice(prefix.length + 1))))
  const missing = missingNumbers(total, numbers)
  // A handful of the demo's images, shared: no new files.
  const media = await payload.find({
    collection: 'media',
    where: { filename: { in: seedImages.map((image) => `${image.key}.webp`) } },
    pagination: false,
    depth: 0,
    select: { filename: true },
  })
  const covers = media.docs.map((doc) => doc.id)
  const now = Date.now()
  await eachNumber(missing, 4, prefix, async (n) => {
    // Oldest first by number, spread over two years; one in ten for members only.
    const publishedAt = new Date(now - ((total - n + 1) / (total + 1)) * DAYS * 86_400_000 - 3_600_000)
    await payload.create({
      collection,
      data: {
        title: `${prefix} ${n}`,
        summary: `지역 외식 창업자와 푸드테크 기업의 협력 사례 ${n}번째 소식입니다.`,
        cover: covers.length ? covers[n % covers.length] : undefined,
        body: richText(
          paragraph(`규모 시험을 위한 ${n}번째 글입니다. 주방 자동화, 배달 포장, 매장 운영 교육 이야기를 담았습니다.`),
        ),
        publishedAt: publishedAt.toISOString(),
        audience: n % 10 === 0 ? 'members' : 'public',
        tags: ['규모시험', n % 2 ? '창업' : '교육'],
        _status: 'published',
      },
      depth: 0,
      context: context(),
    })
  })
  return added(missing.length, numbers.size + missing.length)
}

async function seedMembers(total: number): Promise<string> {
  // better-auth as the server sets it up (the same options), used through its own adapter.
  const auth = betterAuth(authOptions(parseEnv(process.env)))
  const ctx = await auth.$context
  try {
    const emailOf = (n: number) => `member${n}@${SCALE_MEMBER_DOMAIN}`
    const existing = await ctx.adapter.findMany<{ email: string }>({
      model: 'user',
      where: [{ field: 'email', operator: 'ends_with', value: `@${SCALE_MEMBER_DOMAIN}` }],
      limit: total + 1,
      select: ['email'],
    })
    const numbers = new Set(existing.map((user) => Number(user.email.slice(6, user.email.indexOf('@')))))
    const missing = missingNumbers(total, numbers)
    if (missing.length === 0) return added(0, numbers.size)
    // One hash for all: each scrypt costs about 60 ms of CPU.
    const hash = await ctx.password.hash(SCALE_MEMBER_PASSWORD)
    const now = Date.now()
    await eachNumber(missing, 8, '회원', async (n) => {
      const joined = new Date(now - ((total - n + 1) / (total + 1)) * DAYS * 86_400_000)
      const user = await ctx.internalAdapter.createUser(
        {
          email: emailOf(n),
          name: `회원${n}`,
          emailVerified: n % 20 !== 0,
          phone: `010-${String(n % 10_000).padStart(4, '0')}-${String((n * 3) % 10_000).padStart(4, '0')}`,
          role: 'member',
          termsAgreedAt: joined,
          privacyAgreedAt: joined,
          ageConfirmedAt: joined,
          marketingAgreedAt: n % 3 === 0 ? joined : null,
          consentVersion: 'terms=2026-03-01;privacy=2026-03-01',
          createdAt: joined,
          updatedAt: joined,
        },
        { method: 'admin' },
      )
      await ctx.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: hash,
        createdAt: joined,
        updatedAt: joined,
      })
    })
    return added(missing.length, numbers.size + missing.length)
  } finally {
    await closeAuthPool(ctx)
  }
}

/** The pool authOptions opened for this process (the server keeps its own open). */
async function closeAuthPool(ctx: unknown) {
  const db = (ctx as { options?: { database?: { end?: () => Promise<void> } } }).options?.database
  await db?.end?.()
}

const INQUIRY_CHUNK = 5_000

async function seedInquiries(payload: Payload, total: number, staffId: number): Promise<string> {
  const pool = payload.db.pool
  const { rows } = await pool.query<{ count: string }>(GENERATED_INQUIRY_SQL.generatedCount, [
    `${GENERATED_INQUIRY_KEY_PREFIX}%`,
  ])
  const existing = Number(rows[0]?.count ?? 0)
  if (existing >= total) return added(0, existing)
  const client = await pool.connect()
  try {
    // Numbered after the highest generated one, so an interrupted run resumes without collisions.
    const { rows: top } = await client.query<{ n: number | null }>(GENERATED_INQUIRY_SQL.highestGenerated, [
      `${GENERATED_INQUIRY_KEY_PREFIX}%`,
      GENERATED_INQUIRY_KEY_PREFIX.length + 1,
    ])
    let from = top[0]?.n ?? 0
    for (let left = total - existing; left > 0; ) {
      const count = Math.min(INQUIRY_CHUNK, left)
      await insertGeneratedInquiries(client, { from, count, days: DAYS, staffId })
      from += count
      left -= count
      log(`문의: ${total - left}/${total}`)
    }
  } finally {
    client.release()
  }
  return added(total - existing, total)
}

const PAGE_VIEW_CHUNK = 200_000

async function seedPageViews(payload: Payload, total: number): Promise<string> {
  const pool = payload.db.pool
  const { rows } = await pool.query<{ count: string }>(PAGE_VIEW_SQL.generatedCount, [`${GENERATED_SESSION_PREFIX}%`])
  const existing = Number(rows[0]?.count ?? 0)
  if (existing >= total) return added(0, existing)
  // Paths the site serves: the published pages, then a sample of public posts.
  const pages = await payload.find({
    collection: 'pages',
    where: { _status: { equals: 'published' } },
    pagination: false,
    depth: 0,
    select: { path: true },
  })
  const posts = await Promise.all(
    (['news', 'impact-story'] as const).map(async (category) => {
      const found = await payload.find({
        collection: category === 'news' ? 'news' : 'impact-stories',
        where: { audience: { equals: 'public' }, _status: { equals: 'published' } },
        sort: '-publishedAt',
        limit: 200,
        depth: 0,
        select: { publishedAt: true },
      })
      return found.docs.map((doc) => `/community/${category}/${doc.id}`)
    }),
  )
  const paths = [
    '/',
    ...pages.docs.map((doc) => doc.path).filter((path) => path !== '/'),
    '/community/news/list',
    '/community/impact-story/list',
    ...posts.flat(),
  ]
  for (let done = existing; done < total; ) {
    const count = Math.min(PAGE_VIEW_CHUNK, total - done)
    await insertGeneratedPageViews(pool, { count, paths, days: DAYS, offset: done })
    done += count
    log(`페이지 조회: ${done}/${total}`)
  }
  return added(total - existing, total)
}
