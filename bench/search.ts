/**
 * Is the site search fast on 10,000 posts? (issue 19 item 14)
 * Seeds POSTS news posts (default 10,000; bodies of about 1,500 characters of Korean text, a tenth
 * members-only) into a throwaway migrated and seeded database, then times the search's own query
 * (src/search/where.ts through Payload's Local API, as src/search/search.ts runs it: the page's
 * ids with the count, newest first) for common, rare and absent words, as a guest and a member,
 * on page 1 and a deep page; with the migration's pg_trgm GIN indexes, then without them.
 *
 *   npx tsx bench/search.ts          # POSTS=20000 for more, RUNS=9 per query
 *
 * Figures: bench/search.md.
 */
import { performance } from 'node:perf_hooks'
import { sql } from '@payloadcms/db-postgres'
import { postsWhere } from '../src/search/where'
import { closePayload, localPayload } from '../tests/helpers/payload'
import { startThrowawayPostgres } from '../tests/helpers/postgres'

const POSTS = Number(process.env.POSTS ?? 10_000)
const RUNS = Number(process.env.RUNS ?? 7)
const PER_PAGE = 10

const SYLLABLES =
  '가나다라마바사아자차카타파하고노도로모보소오조초코토포호구누두루무부수우주추쿠투푸후기니디리미비시이지치'
const FILLER = [
  '교육',
  '매장',
  '지원',
  '프랜차이즈',
  '주방',
  '기술',
  '연구',
  '청년',
  '지역',
  '소상공인',
  '행사',
  '모집',
  '수어',
  '통역',
]

function randomWord(seed: number) {
  let word = ''
  for (let i = 0; i < 2 + (seed % 3); i++) word += SYLLABLES[(seed * 7 + i * 13) % SYLLABLES.length]
  return word
}

function text(i: number, length: number) {
  const words: string[] = []
  let size = 0
  for (let n = 0; size < length; n++) {
    // 창업 in about one post in five (창업자, 예비창업 …); 수어통역사 in one in a hundred.
    const word =
      n === 3 && i % 5 === 0
        ? ['창업자', '예비창업', '창업'][i % 3]
        : n === 5 && i % 100 === 0
          ? '수어통역사'
          : n % 3 === 0
            ? FILLER[(i + n) % FILLER.length]
            : randomWord(i * 31 + n)
    words.push(word as string)
    size += (word as string).length + 1
  }
  return words.join(' ')
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number

async function main() {
  // Migrated, with the demo content: the bench's posts come on top of it.
  const db = await startThrowawayPostgres({ seeded: true })
  const payload = await localPayload(db.url)
  try {
    const drizzle = payload.db.drizzle
    const news = payload.db.tables.news
    const started = performance.now()
    const now = Date.now()
    for (let from = 0; from < POSTS; from += 1000) {
      const rows = Array.from({ length: Math.min(1000, POSTS - from) }, (_, k) => {
        const i = from + k
        const body = text(i, 1500)
        return {
          title: `${FILLER[i % FILLER.length]} 소식 ${i}번 ${text(i + 1, 20)}`,
          summary: text(i + 2, 120),
          body: { root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: body }] }] } },
          searchText: body,
          publishedAt: new Date(now - i * 60_000).toISOString(),
          audience: i % 10 === 0 ? 'members' : 'public',
          _status: 'published',
        }
      })
      await drizzle.insert(news).values(rows as never)
    }
    console.log(`seeded ${POSTS} posts in ${Math.round(performance.now() - started)} ms`)

    const cases = [
      { query: '창업', member: false, page: 1 },
      { query: '창업', member: true, page: 1 },
      { query: '창업', member: false, page: 50 },
      { query: '수어통역사', member: false, page: 1 },
      { query: '창업 교육 매장', member: false, page: 1 },
      { query: '없는낱말', member: false, page: 1 },
    ]
    const time = async () => {
      const results: string[] = []
      for (const { query, member, page } of cases) {
        const words = query.split(' ')
        const times: number[] = []
        let total = 0
        for (let run = 0; run < RUNS; run++) {
          const t = performance.now()
          const found = await payload.find({
            collection: 'news',
            where: postsWhere(words, member),
            sort: ['-publishedAt', '-id'],
            limit: page * PER_PAGE,
            depth: 0,
            overrideAccess: member,
            select: { publishedAt: true },
          })
          times.push(performance.now() - t)
          total = found.totalDocs
        }
        const line = `| ${query} | ${member ? 'member' : 'guest'} | ${page} | ${total} | ${median(times).toFixed(1)} ms | ${Math.min(...times).toFixed(1)}–${Math.max(...times).toFixed(1)} ms |`
        console.log(line)
        results.push(line)
      }
      return results
    }
    const header = '| query | as | page | matches | median | min–max |\n|---|---|---|---|---|---|'
    await drizzle.execute(sql`ANALYZE news`)
    console.log(`as migrated (pg_trgm GIN indexes on title, summary, search_text):\n${header}`)
    await time()

    for (const column of ['title', 'summary', 'text'])
      await drizzle.execute(sql.raw(`DROP INDEX news_search_${column}_trgm`))
    await drizzle.execute(sql`ANALYZE news`)
    console.log(`\nwithout them (sequential scan):\n${header}`)
    await time()
  } finally {
    await closePayload(payload)
    await db.destroy()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
