/**
 * The dashboard's 지금 검사 (Payload endpoints, so the staff member's Payload session authenticates
 * them, with Payload's origin checks), for admins and editors:
 *   POST /api/link-checks/run      starts a check now: 202; 409 while one runs; 429 past the limit
 *   GET  /api/link-checks/status   { running, lastRun }: the card asks until its run has finished
 */
import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { isEditorUser } from '@/access'
import { consumeRateLimit } from '@/lib/rate-limits.mjs'
import { onShutdown } from '@/server/contract.mjs'
import { lastRun } from './run'
import { CHECK_LINKS_TASK, linkCheckInProgress } from './task'

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

function refusal(req: PayloadRequest): Response | null {
  if (!req.user) return json({ message: '직원 계정으로 로그인해 주세요.' }, 401)
  if (!isEditorUser(req.user)) return json({ message: '링크 검사는 관리자와 편집자만 할 수 있습니다.' }, 403)
  return null
}

/** The button sends nothing but an empty object. */
const runBody = z.object({}).strict()

/** Runs started here and still working; a graceful shutdown waits for them (bounded by the server). */
const running = new Set<Promise<unknown>>()
onShutdown(() => Promise.allSettled([...running]))

export const linkCheckEndpoints: Endpoint[] = [
  {
    path: '/run',
    method: 'post',
    handler: async (req) => {
      const refused = refusal(req)
      if (refused) return refused
      const raw = await req.json?.().catch(() => ({}))
      if (!runBody.safeParse(raw ?? {}).success) return json({ message: '요청 형식이 올바르지 않습니다.' }, 400)
      const { payload } = req
      if (await linkCheckInProgress(payload)) {
        return json({ message: '이미 링크를 검사하고 있습니다. 끝나면 목록이 바뀝니다.', running: true }, 409)
      }
      const limit = await consumeRateLimit(payload.db.pool, 'linkCheckRun', 'site')
      if (!limit.allowed) {
        return json({ message: limit.message }, 429, { 'retry-after': String(limit.retryAfterSeconds) })
      }
      const job = await payload.jobs.queue({ task: CHECK_LINKS_TASK, queue: 'default', input: {} })
      // Started here at once; the queue's runner would take it on its next tick otherwise.
      const run = payload.jobs
        .runByID({ id: job.id, silent: { info: true } })
        .catch((error: unknown) => payload.logger.error({ err: error }, '링크 검사를 마치지 못했습니다'))
        .finally(() => running.delete(run))
      running.add(run)
      return json({ message: '링크 검사를 시작했습니다. 몇 분 걸릴 수 있습니다.', running: true }, 202)
    },
  },
  {
    path: '/status',
    method: 'get',
    handler: async (req) => {
      const refused = refusal(req)
      if (refused) return refused
      const [inProgress, last] = await Promise.all([linkCheckInProgress(req.payload), lastRun(req.payload)])
      return json({ running: inProgress, lastRun: last })
    },
  },
]
