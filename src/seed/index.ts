/**
 * First-run content: the first CMS admin and a minimal Korean content set. Idempotent: each
 * piece is created only when missing, so it can run on every start.
 */
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { homePage, siteSettings } from './content'

const context = { disableRevalidate: true }

export interface SeedResult {
  createdAdmin?: { email: string; password: string; generated: boolean }
}

export async function seed(payload: Payload): Promise<SeedResult> {
  const createdAdmin = await ensureFirstAdmin(payload)

  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!settings.siteName) {
    await payload.updateGlobal({ slug: 'site-settings', data: siteSettings, context })
  }

  const home = await payload.count({ collection: 'pages', where: { path: { equals: '/' } } })
  if (home.totalDocs === 0) await payload.create({ collection: 'pages', data: homePage, context })

  return { createdAdmin }
}

async function ensureFirstAdmin(payload: Payload): Promise<SeedResult['createdAdmin']> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return undefined
  const email = (process.env.ADMIN_EMAIL ?? 'admin@example.com').toLowerCase()
  const generated = !process.env.ADMIN_PASSWORD
  const password = process.env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url')
  await payload.create({ collection: 'users', data: { email, password, name: '최고 관리자', role: 'admin' }, context })
  return { email, password, generated }
}
