import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import {
  answerReadyWhileDatabaseAway,
  followDatabaseSupervisor,
  readyWhileDatabaseAway,
} from '../../src/server/database-supervision.mjs'

/** A minimal response that records what the step wrote. */
function response() {
  const written = { status: 0, headers: {} as Record<string, string>, body: '' }
  const res = Object.assign(new PassThrough(), {
    writeHead(status: number, headers: Record<string, string>) {
      written.status = status
      written.headers = headers
      return res
    },
    end(body?: string) {
      written.body = body ?? ''
      return res
    },
  })
  return { res: res as never, written }
}
const request = (url: string) => ({ url, method: 'GET' }) as never

describe('/api/ready while npm start restarts its database (src/server/database-supervision.mjs)', () => {
  const changes: string[] = []
  followDatabaseSupervisor((state) => changes.push(state.state))

  it('passes every request on while the database runs', () => {
    process.emit('message', { type: 'database', state: { state: 'running', since: '', restarts: 1 } }, undefined)
    expect(answerReadyWhileDatabaseAway(request('/api/ready'), response().res)).toBe(false)
  })

  it('answers 503 with the reason and what to do while it cannot start, and only on /api/ready', () => {
    const state = {
      state: 'failed',
      since: '2026-11-25T20:00:00.000Z',
      restarts: 1,
      cause: 'disk-full',
      message: '디스크 공간이 부족해 데이터베이스(Postgres)를 시작할 수 없습니다.',
      action: '공간을 확보하세요.',
    }
    process.emit('message', { type: 'database', state }, undefined)
    expect(answerReadyWhileDatabaseAway(request('/foodtech'), response().res)).toBe(false)
    const { res, written } = response()
    expect(answerReadyWhileDatabaseAway(request('/api/ready'), res)).toBe(true)
    expect(written.status).toBe(503)
    expect(written.headers['cache-control']).toBe('no-store')
    expect(JSON.parse(written.body)).toEqual({
      status: 'unavailable',
      reason: 'database cannot start',
      database: state,
    })
    expect(changes).toEqual(['running', 'failed'])
  })
})

describe('the readiness step of the pipeline', () => {
  it('answers /api/ready while the database is away and passes everything else on', () => {
    process.emit('message', { type: 'database', state: { state: 'restarting', since: '', restarts: 2 } }, undefined)
    let passed = 0
    const ready = response()
    readyWhileDatabaseAway.run({ req: request('/api/ready'), res: ready.res } as never, () => passed++)
    expect([ready.written.status, passed]).toEqual([503, 0])
    readyWhileDatabaseAway.run({ req: request('/news'), res: response().res } as never, () => passed++)
    expect(passed).toBe(1)
    process.emit('message', { type: 'database', state: { state: 'running', since: '', restarts: 2 } }, undefined)
  })
})
