import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres } from '@/db/embedded-postgres'
import { queryOnce } from '../helpers/postgres'

const dirs: string[] = []
async function tempDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pg-int-'))
  dirs.push(dir)
  return path.join(dir, 'postgres')
}
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
})

describe('embedded Postgres', () => {
  it('keeps a written row across a stop and a new start', async () => {
    const dir = await tempDir()
    const first = await startEmbeddedPostgres({ dir, password: 'pw' })
    await queryOnce(first.url, 'CREATE TABLE notes (body text)')
    await queryOnce(first.url, 'INSERT INTO notes VALUES ($1)', ['임팩트 프랜차이즈'])
    await first.stop()

    const second = await startEmbeddedPostgres({ dir, password: 'pw' })
    try {
      expect(await queryOnce(second.url, 'SELECT body FROM notes')).toEqual([{ body: '임팩트 프랜차이즈' }])
    } finally {
      await second.stop()
    }
  })

  it('creates a UTF-8 cluster whatever the LANG of the shell', async () => {
    const lang = process.env.LANG
    process.env.LANG = 'C'
    const server = await startEmbeddedPostgres({ dir: await tempDir(), password: 'pw' }).finally(() => {
      process.env.LANG = lang
    })
    try {
      const [row] = await queryOnce<{ encoding: string }>(
        server.url,
        `SELECT current_setting('server_encoding') AS encoding`,
      )
      expect(row?.encoding).toBe('UTF8')
    } finally {
      await server.stop()
    }
  })

  it('runs two instances side by side, each on its own directory and port', async () => {
    const [a, b] = await Promise.all([
      startEmbeddedPostgres({ dir: await tempDir(), password: 'pw' }),
      startEmbeddedPostgres({ dir: await tempDir(), password: 'pw' }),
    ])
    try {
      expect(a.port).not.toBe(b.port)
      await queryOnce(a.url, 'CREATE TABLE only_in_a (id int)')
      const inB = await queryOnce(b.url, `SELECT to_regclass('public.only_in_a') AS name`)
      expect(inB).toEqual([{ name: null }])
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
  })

  it('recovers a directory whose server was left running by a killed parent', async () => {
    const dir = await tempDir()
    const orphan = await startEmbeddedPostgres({ dir, password: 'pw' })
    await queryOnce(orphan.url, 'CREATE TABLE survived (id int)')
    // No stop(): the next start must find the running server, stop it and take over.
    const next = await startEmbeddedPostgres({ dir, password: 'pw' })
    try {
      expect(await queryOnce(next.url, `SELECT to_regclass('public.survived')::text AS name`)).toEqual([
        { name: 'survived' },
      ])
    } finally {
      await next.stop()
    }
  })
})
