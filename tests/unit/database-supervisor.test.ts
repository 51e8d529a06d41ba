import { describe, expect, it } from 'vitest'
import { diagnose } from '@/db/supervisor'

const DIR = '/srv/site/.data/postgres'

describe('why the embedded Postgres did not start (src/db/supervisor.ts)', () => {
  it('names a full disk and says to free space, with Postgres’s own line', () => {
    const failure = diagnose(
      'LOG:  database system was interrupted; last known up at 2026-11-25 10:00:00 UTC\n' +
        'PANIC:  could not write to file "pg_wal/xlogtemp.4242": No space left on device\n' +
        'LOG:  startup process (PID 4242) was terminated by signal 6: Aborted',
      DIR,
    )
    expect(failure.cause).toBe('disk-full')
    expect(failure.message).toContain('디스크 공간이 부족해')
    expect(failure.action).toContain(DIR)
    expect(failure.action).toContain('공간을 확보하세요')
    expect(failure.detail).toContain('No space left on device')
  })

  it('names a damaged data directory and points to the restore', () => {
    const failure = diagnose(
      `postgres: could not find the database system\nExpected to find it in the directory "${DIR}",\n` +
        `but could not open file "${DIR}/global/pg_control": No such file or directory`,
      DIR,
    )
    expect(failure.cause).toBe('damaged')
    expect(failure.action).toContain('npm run restore')
    expect(failure.detail).toContain('pg_control')
    expect(diagnose('PANIC:  could not locate a valid checkpoint record', DIR).cause).toBe('damaged')
    expect(diagnose(`Postgres cannot start: the data directory ${DIR} has no PG_VERSION`, DIR).cause).toBe('damaged')
  })

  it('tells a taken port and a server still shutting down apart from damage', () => {
    expect(diagnose('LOG:  could not bind IPv4 address "127.0.0.1": Address already in use', DIR).cause).toBe(
      'port-in-use',
    )
    expect(diagnose('FATAL:  pre-existing shared memory block (key 5432001, ID 7) is still in use', DIR).cause).toBe(
      'busy',
    )
  })

  it('says something useful for an unknown failure', () => {
    const failure = diagnose('LOG:  starting PostgreSQL 18\nFATAL:  something new went wrong', DIR)
    expect(failure.cause).toBe('unknown')
    expect(failure.detail).toBe('FATAL:  something new went wrong')
    expect(failure.action).toContain('LOG_LEVEL=debug')
  })
})

it('does not call the end of a WAL replay damage', () => {
  const replay = [
    'LOG:  database system was interrupted; last known up at 2026-11-25 20:01:51 UTC',
    'LOG:  invalid record length at 0/1F66708: expected at least 24, got 0',
    'Postgres exited during start (code null, signal SIGKILL):',
  ]
  expect(diagnose(replay.join('\n'), DIR).cause).toBe('unknown')
})
