/**
 * What the A/B benches (bench/password-hashing.ts, bench/members-copies.ts) share: medians of
 * alternating rounds, SQL statements counted by pg_stat_statements, and a results file that
 * records the machine's load (it is shared: compare only figures from one run).
 */
import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { queryOnce } from '../tests/helpers/postgres'

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number

/** Statements run for requests: all but the job runner's own polling (every 10 s, whatever the load). */
export async function statementCount(url: string): Promise<number> {
  const [row] = await queryOnce<{ calls: string }>(
    url,
    `SELECT coalesce(sum(calls), 0) AS calls FROM pg_stat_statements
     WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND query NOT LIKE '%payload_jobs%'`,
  )
  return Number(row?.calls ?? 0)
}

const loads = (values: number[]) => values.map((value) => Number(value.toFixed(2)))

/** Writes bench/<name>-results.json with the date, the cores and the load average before and after. */
export async function saveResults(name: string, loadBefore: number[], figures: Record<string, unknown>) {
  const result = {
    date: new Date().toISOString(),
    cores: os.availableParallelism(),
    loadAverageBefore: loads(loadBefore),
    loadAverageAfter: loads(os.loadavg()),
    ...figures,
  }
  console.log('load average before/after', result.loadAverageBefore, result.loadAverageAfter)
  await writeFile(path.resolve(import.meta.dirname, `${name}-results.json`), `${JSON.stringify(result, null, 2)}\n`)
}
