import type { SeedImageKey } from './images'
import type { BlockNode } from './lexical'

/** One news post or impact story, before its cover is resolved to a media id. */
export interface PostSeed {
  title: string
  summary: string
  /** Days before the day the seed runs (Seoul calendar); negative means a future date. */
  daysAgo: number
  /** Hour of the day in Seoul (default 10). */
  hour?: number
  tags: string[]
  cover: SeedImageKey
  /** Members-only education material; public otherwise. */
  audience?: 'members'
  /** An unpublished draft. */
  draft?: true
  body: BlockNode[]
}

const SEOUL_OFFSET_HOURS = 9 // Korea keeps no daylight saving time.

/** The instant `daysAgo` days before `now`'s Seoul calendar day, at `hour`:`minute` Seoul time. */
export function seoulDaysAgo(daysAgo: number, hour = 10, minute = 0, now = new Date()): string {
  const seoul = new Date(now.getTime() + SEOUL_OFFSET_HOURS * 3_600_000)
  return new Date(
    Date.UTC(
      seoul.getUTCFullYear(),
      seoul.getUTCMonth(),
      seoul.getUTCDate() - daysAgo,
      hour - SEOUL_OFFSET_HOURS,
      minute,
    ),
  ).toISOString()
}
