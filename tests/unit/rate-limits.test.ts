import { readFileSync } from 'node:fs'
import path from 'node:path'
import { RateLimiterPostgres } from 'rate-limiter-flexible'
import { describe, expect, it } from 'vitest'
import { RATE_LIMITS, RATE_LIMITS_TABLE } from '@/lib/rate-limits.mjs'
import { readmeTable } from '../helpers/readme-table'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** "5 a minute", "3 an hour", "5 a day", "10 in 15 minutes": how README.md says a limit. */
function spoken({ points, duration }: { points: number; duration: number }) {
  if (duration === 60) return `${points} a minute`
  if (duration === 3600) return `${points} an hour`
  if (duration === 86400) return `${points} a day`
  if (duration % 60 !== 0) throw new Error(`say ${duration} s in README.md's words first`)
  return `${points} in ${duration / 60} minutes`
}

const readmeSiteLimits = () => readmeTable(['what', 'limit', 'counted per'])

describe('the table of limits', () => {
  it("is README.md's table of the site's limits, row for row", () => {
    const expected = Object.values(RATE_LIMITS).flatMap((limit) =>
      'readme' in limit ? [[limit.readme, spoken(limit), limit.key]] : [],
    )
    expect(readmeSiteLimits()).toEqual(expected)
  })

  it('says in Korean why each answered refusal is one, with how long to wait', () => {
    for (const [name, limit] of Object.entries(RATE_LIMITS)) {
      if (!('refusal' in limit)) continue
      expect(limit.refusal('1분 30초'), name).toMatch(/^[가-힣 ]+.*1분 30초.*\.$/)
    }
  })
})

describe('rate_limits: the migration makes the table the library would', () => {
  it('has the columns of rate-limiter-flexible’s own CREATE TABLE', async () => {
    // The statement the library runs when it is not told the table exists, caught on a stand-in client.
    const statements: string[] = []
    const client = {
      query: async ({ text }: { text: string }) => {
        statements.push(text)
        return { rows: [] }
      },
    }
    await new Promise<void>((resolve, reject) => {
      new RateLimiterPostgres(
        {
          storeClient: client,
          storeType: 'client',
          tableName: RATE_LIMITS_TABLE,
          points: 1,
          duration: 1,
          clearExpiredByTimeout: false,
        },
        (error) => (error ? reject(error) : resolve()),
      )
    })
    const columnsOf = (text: string) =>
      /CREATE TABLE[^(]*"rate_limits"\s*\(([\s\S]*?)\)\s*;/
        .exec(text)?.[1]
        ?.split(',')
        .map((column) => column.replace(/"/g, '').replace(/\s+/g, ' ').trim())
    const library = columnsOf(statements.join('\n'))
    expect(library).toHaveLength(3)
    expect(columnsOf(read('migrations/20261129_000000_one_rate_limiter.ts'))).toEqual(library)
  })
})
