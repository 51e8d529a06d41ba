/**
 * First-run content: the first CMS admin and the Korean demo content (pages, news, impact
 * stories, generated images, site settings, terms and privacy policy).
 *
 * Every item is found by a stable key (media file name, post title, page path) and created only
 * when missing, so an interrupted seed resumes where it stopped. The home page comes last: its
 * presence marks a complete seed (scripts/lib/database-status.ts relies on it), and on start-up
 * a complete seed is not looked at again, so demo content an editor deleted stays deleted.
 * `fill` (npm run seed) re-checks every item anyway; `reset` (npm run seed -- --reset) deletes
 * all content first. Neither ever touches the CMS users or the auth schema.
 */
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { broadcastTags } from '@/lib/revalidate'
import { seedNavigation } from '@/navigation/seed'
import { ALL_TAGS } from '@/server/contract.mjs'
import { siteSettings } from './content'
import { renderImage, type SeedImageKey, seedImages } from './images'
import { legalVersions } from './legal'
import { richText } from './lexical'
import { news } from './news'
import { sitePagesContent } from './pages'
import { type PostSeed, seoulDaysAgo } from './posts'
import { impactStories } from './stories'

/**
 * A new object for each call: Payload uses it as that request's `req.context`, where plugins keep
 * per-request state (the storage plugin its pending upload). One object shared by the two uploads
 * seeding at once let one image skip its upload to S3 while the other was being saved.
 */
const context = () => ({ disableRevalidate: true })

export interface SeedResult {
  createdAdmin?: { email: string; password: string; generated: boolean }
}

export interface SeedOptions {
  /** Re-check every item even when the seed already completed (npm run seed). */
  fill?: boolean
  /** Delete all content and reset the globals first (npm run seed -- --reset). */
  reset?: boolean
}

const log = (message: string) => console.log(`[시드] ${message}`)

export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedResult> {
  const started = Date.now()
  const createdAdmin = await ensureFirstAdmin(payload)

  if (options.reset) {
    try {
      await resetContent(payload)
    } catch (error) {
      await expireAllCachedPages(payload)
      throw error
    }
  } else if (!options.fill && (await isComplete(payload))) return { createdAdmin }

  try {
    const media: MediaIds = new Map()
    await step('이미지', () => seedMedia(payload, media))
    await step('사이트 설정', () => seedSiteSettings(payload, options.reset === true))
    await step('약관·개인정보처리방침', () => seedLegal(payload, options.reset === true))
    await step('뉴스', () => seedPosts(payload, 'news', news, media))
    await step('임팩트 스토리', () => seedPosts(payload, 'impact-stories', impactStories, media))
    await step('페이지', () => seedPages(payload, media))
    await step('메뉴', () => seedNavigation(payload, context(), options.reset === true))
  } finally {
    // Also after a failure halfway: what it did change must not stay hidden behind cached pages.
    await expireAllCachedPages(payload)
  }
  log(`완료 (${seconds(started)}초)`)
  return { createdAdmin }
}

/**
 * A running site (this seed runs outside it, on the site's own database: scripts/seed.ts attaches
 * to it) drops every cached page, on every server process, through the cache channel, as after an
 * edit in the admin; a page the seed deleted and created again is no cached 404 then.
 */
async function expireAllCachedPages(payload: Payload) {
  await broadcastTags((payload.db as unknown as { drizzle: Parameters<typeof broadcastTags>[0] }).drizzle, [ALL_TAGS])
}

async function ensureFirstAdmin(payload: Payload): Promise<SeedResult['createdAdmin']> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return undefined
  const email = (process.env.ADMIN_EMAIL ?? 'admin@example.com').toLowerCase()
  const generated = !process.env.ADMIN_PASSWORD
  const password = process.env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, name: '최고 관리자', role: 'admin' },
    context: context(),
  })
  return { email, password, generated }
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1)

/** Runs one part of the seed and logs its summary line and duration. */
async function step(label: string, run: () => Promise<string>): Promise<void> {
  const started = Date.now()
  const summary = await run()
  log(`${label}: ${summary} (${seconds(started)}초)`)
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items]
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

const created = (made: number, total: number) => (made ? `${made}개 추가, 전체 ${total}개` : `이미 있음 (${total}개)`)

async function isComplete(payload: Payload): Promise<boolean> {
  const home = await payload.count({ collection: 'pages', where: { path: { equals: '/' } } })
  return home.totalDocs > 0
}

async function resetContent(payload: Payload): Promise<void> {
  const started = Date.now()
  // The home page first: without it the database no longer counts as seeded.
  const home = await deleteAll(payload, 'pages', { path: { equals: '/' } })
  const counts: string[] = []
  for (const collection of ['pages', 'news', 'impact-stories', 'media'] as const) {
    const deleted = await deleteAll(payload, collection, { id: { exists: true } })
    counts.push(`${collection} ${collection === 'pages' ? deleted + home : deleted}개`)
  }
  log(`초기화: 기존 콘텐츠 삭제 (${counts.join(', ')}) (${seconds(started)}초)`)
}

async function deleteAll(
  payload: Payload,
  collection: 'pages' | 'news' | 'impact-stories' | 'media',
  where: Parameters<Payload['delete']>[0]['where'],
): Promise<number> {
  const result = await payload.delete({ collection, where, depth: 0, context: context() })
  if (result.errors.length) {
    throw new Error(`${collection} 삭제 실패: ${result.errors.map((error) => error.message).join('; ')}`)
  }
  return result.docs.length
}

type MediaIds = Map<SeedImageKey, number>

/** Fills `ids` with the id of every seed image, uploading the missing ones. */
async function seedMedia(payload: Payload, ids: MediaIds): Promise<string> {
  const keys = new Set<string>(seedImages.map((image) => image.key))
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { in: seedImages.map((image) => `${image.key}.webp`) } },
    pagination: false,
    depth: 0,
    select: { filename: true },
  })
  for (const doc of existing.docs) {
    const key = doc.filename?.replace(/\.[^.]+$/, '')
    if (key && keys.has(key)) ids.set(key as SeedImageKey, doc.id)
  }
  const missing = seedImages.filter((image) => !ids.has(image.key))
  // sharp works off the main thread: two at a time keeps both cores busy.
  await eachLimited(missing, 2, async (image) => {
    const data = await renderImage(image)
    const doc = await payload.create({
      collection: 'media',
      data: { alt: image.alt },
      file: { data, mimetype: 'image/png', name: `${image.key}.png`, size: data.length },
      // The same deterministic file may be on disk from an earlier database: reuse its name.
      overwriteExistingFiles: true,
      depth: 0,
      context: context(),
    })
    ids.set(image.key, doc.id)
  })
  return created(missing.length, ids.size)
}

function mediaId(media: MediaIds) {
  return (key: SeedImageKey): number => {
    const id = media.get(key)
    if (id === undefined) throw new Error(`시드 이미지가 없습니다: ${key}`)
    return id
  }
}

async function seedSiteSettings(payload: Payload, force: boolean): Promise<string> {
  const current = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (current.siteName && !force) return '이미 있음'
  await payload.updateGlobal({ slug: 'site-settings', data: siteSettings, depth: 0, context: context() })
  return '저장함'
}

async function seedLegal(payload: Payload, force: boolean): Promise<string> {
  const { totalDocs } = await payload.count({ collection: 'legal-versions' })
  if (totalDocs > 0 && !force) return '이미 있음'
  if (force) await payload.delete({ collection: 'legal-versions', where: {}, overrideAccess: true, context: context() })
  // `seed`: the demo's history has dates long past, which staff's new versions may not have.
  for (const version of legalVersions) {
    await payload.create({
      collection: 'legal-versions',
      data: version,
      depth: 0,
      context: { ...context(), seed: true },
    })
  }
  return `${legalVersions.length}개 버전 저장함`
}

async function seedPosts(
  payload: Payload,
  collection: 'news' | 'impact-stories',
  posts: PostSeed[],
  media: MediaIds,
): Promise<string> {
  const existing = await payload.find({
    collection,
    where: { title: { in: posts.map((post) => post.title) } },
    pagination: false,
    depth: 0,
    select: { title: true },
  })
  const titles = new Set(existing.docs.map((doc) => doc.title))
  const missing = posts.filter((post) => !titles.has(post.title))
  const cover = mediaId(media)
  await eachLimited(missing, 4, async (post) => {
    const index = posts.indexOf(post)
    await payload.create({
      collection,
      data: {
        title: post.title,
        summary: post.summary,
        cover: cover(post.cover),
        body: richText(...post.body),
        publishedAt: seoulDaysAgo(post.daysAgo, post.hour ?? 10, (index * 7) % 60),
        audience: post.audience ?? 'public',
        tags: post.tags,
        _status: post.draft ? 'draft' : 'published',
      },
      draft: post.draft === true,
      depth: 0,
      context: context(),
    })
  })
  return created(missing.length, titles.size + missing.length)
}

async function seedPages(payload: Payload, media: MediaIds): Promise<string> {
  const pages = sitePagesContent(mediaId(media))
  const existing = await payload.find({
    collection: 'pages',
    pagination: false,
    depth: 0,
    select: { path: true },
  })
  const paths = new Set(existing.docs.map((doc) => doc.path))
  const missing = pages.filter((page) => !paths.has(page.path))
  const home = missing.find((page) => page.path === '/')
  await eachLimited(
    missing.filter((page) => page !== home),
    4,
    async (page) => {
      await payload.create({
        collection: 'pages',
        data: { ...page, _status: 'published' },
        depth: 0,
        context: context(),
      })
    },
  )
  // Last, once everything it links to exists: the home page marks the seed complete.
  if (home)
    await payload.create({ collection: 'pages', data: { ...home, _status: 'published' }, depth: 0, context: context() })
  return created(missing.length, paths.size + missing.length)
}
