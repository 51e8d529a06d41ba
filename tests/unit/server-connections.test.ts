/**
 * A server process holds three Postgres pools: Payload's, better-auth's and the web server's
 * (src/server/database.mjs), which the page-view writer, the database probe, the cache listener
 * and the server's rate limits share. Read from the source, so a new service cannot quietly open
 * a connection of its own.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const CONNECTS = /new\s+(?:pg\.)?(?:Pool|Client)\s*\(/

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|js)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
}

describe('database connections of a server process', () => {
  it('the web server and the cache open one pool, in src/server/database.mjs', () => {
    const opening = [...sourceFiles('src/server'), ...sourceFiles('src/cache')].filter((file) =>
      CONNECTS.test(readFileSync(path.join(root, file), 'utf8')),
    )
    expect(opening).toEqual(['src/server/database.mjs'])
  })
})
