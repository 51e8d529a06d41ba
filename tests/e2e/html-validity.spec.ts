import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { type CookieJar, get } from '../helpers/http'
import { createVerifiedMember, signIn } from '../helpers/members'
import { expect, test } from './fixtures'

/**
 * The W3C checker (vnu, the validator behind validator.w3.org/nu) reports no error on the HTML the
 * server sends: every page of the sitemap's page list, the first posts of each community sitemap,
 * the forms, the auth pages, search, a 404, and the members' pages with a member's cookie.
 */

const VNU_JAR = path.join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar')

const FIXED = [
  '/community/news/list/1',
  '/community/impact-story/list/1',
  '/contact/lookup',
  '/login',
  '/signup',
  '/find-id',
  '/find-pw',
  '/reset-pw?token=unknown',
  `/search?q=${encodeURIComponent('창업')}`,
  '/no-such-page',
]

async function sitemapPaths(baseURL: string, name: string, first: number) {
  const xml = await (await get(baseURL, `/sitemaps/${name}.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].slice(0, first).map((match) => new URL(match[1] ?? '').pathname)
}

async function savePage(dir: string, baseURL: string, pagePath: string, jar?: CookieJar) {
  const response = await get(baseURL, pagePath, { jar })
  expect([200, 404], pagePath).toContain(response.status)
  expect(response.headers.get('content-type'), pagePath).toMatch(/^text\/html/)
  const file = path.join(dir, `${encodeURIComponent(pagePath)}.html`)
  await writeFile(file, await response.text())
  return file
}

test('the W3C HTML checker finds no error on any page', async ({ baseURL }) => {
  test.setTimeout(120_000)
  const site = baseURL ?? ''
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vnu-'))
  try {
    const paths = [
      ...(await sitemapPaths(site, 'pages', 100)),
      ...(await sitemapPaths(site, 'news-0', 2)),
      ...(await sitemapPaths(site, 'impact-story-0', 2)),
      ...FIXED,
    ]
    const files = await Promise.all(paths.map((pagePath) => savePage(dir, site, pagePath)))

    const member = await createVerifiedMember({ url: site })
    const jar = await signIn({ url: site }, member)
    const newsList = await (await get(site, '/user/edu/news', { jar })).text()
    const firstArticle = newsList.match(/href="(\/user\/edu\/news-detail\/\d+)"/)?.[1]
    expect(firstArticle, "a members' article in the list").toBeTruthy()
    for (const pagePath of [
      '/user/edu',
      '/user/edu/news',
      '/user/edu/impact-story',
      '/user/profile',
      '/user/applications',
      firstArticle ?? '',
    ]) {
      files.push(await savePage(dir, site, pagePath, jar))
    }

    const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
    })
    const report = JSON.parse(run.stderr || '{"messages":[]}') as {
      messages: { type: string; url: string; message: string; extract?: string }[]
    }
    const errors = report.messages
      .filter((message) => message.type === 'error')
      .map(
        (message) =>
          `${decodeURIComponent(path.basename(message.url, '.html'))}: ${message.message} ${message.extract ?? ''}`,
      )
    expect(errors).toEqual([])
    expect(files.length).toBeGreaterThanOrEqual(30)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
