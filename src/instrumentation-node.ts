/**
 * Boot work of the Node server (src/instrumentation.ts):
 *  - the site's addresses for the web server's page-view check (src/navigation/site-addresses.ts);
 *  - the production image's release step (SITE_RELEASE_TASK, set by scripts/container-start.mjs
 *    `--migrate` / `--seed`): the image has no TypeScript loader and no Payload CLI, but this
 *    bundle holds the config and the migrations;
 *  - otherwise, with JOBS_AUTORUN, Payload's job runner (scheduled publishing) and the mail queue's
 *    own runner (src/mail/runner.ts). Payload starts its runner only on a `getPayload({ cron: true })`,
 *    which otherwise first happens when someone opens the admin: a site that only serves visitors
 *    would never publish a scheduled post. On shutdown both stop taking work and finish what they run.
 * A failure is logged with one clear line and rethrown: the server must not run half-started. Only
 * a database that does not answer yet is waited for (in the background): see registerNode.
 */

import config from '@payload-config'
import { getPayload } from 'payload'
import { isMemberCookie } from '@/auth/member-session'
import { serverEnv } from '@/config/env'
import { isDatabaseUnreachable } from '@/db/unreachable'
import { startMailRunner } from '@/mail/runner'
import { siteAddresses } from '@/navigation/site-addresses'
import {
  onShutdown,
  provideMemberCheck,
  provideSiteAddresses,
  reportDatabaseUnreachable,
  setReleaseResult,
} from '@/server/contract.mjs'

/** A request failed because Postgres could not be reached: the server's maintenance answer (src/instrumentation.ts). */
export function reportRequestError(error: unknown) {
  if (isDatabaseUnreachable(error)) reportDatabaseUnreachable()
}

export async function registerNode() {
  // For the web server's page-view check (src/page-views/served-paths.mjs), in this process.
  provideSiteAddresses(siteAddresses)
  // For src/proxy.ts: the members' copies past the cookie cache's minute.
  provideMemberCheck(isMemberCookie)
  const task = process.env.SITE_RELEASE_TASK
  if (task) {
    // For scripts/container-start.mjs, in the same process: what the step did, or why it failed
    // (thrown here, Next would only answer its request 500 and print the error as its own).
    try {
      const [payload, { prepareDatabase }] = await Promise.all([getPayload({ config }), import('@/db/prepare')])
      setReleaseResult(await prepareDatabase(payload, { seed: task === 'seed' ? {} : undefined }))
    } catch (error) {
      setReleaseResult({ error })
    }
    return
  }
  if (process.env.JOBS_AUTORUN !== 'true') return
  try {
    await startJobRunners()
  } catch (error) {
    // A server started while Postgres is down (one replaced during a database restart)
    // serves what it can and starts the runners once the database answers; anything else is a
    // broken configuration and stops it.
    if (!isDatabaseUnreachable(error)) {
      console.error('[instrumentation] 서버 시작 중 오류가 발생했습니다 (Payload 작업 실행기):', error)
      throw error
    }
    console.error(
      `[instrumentation] 데이터베이스에 연결할 수 없어 작업 실행기(메일, 예약 게시)를 데이터베이스가 돌아오면 시작합니다: ${(error as Error).message}`,
    )
    void retryJobRunners()
  }
}

const RETRY_MS = 2000

async function retryJobRunners() {
  let stopped = false
  onShutdown(async () => {
    stopped = true
  })
  while (!stopped) {
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref())
    if (stopped) return
    try {
      await startJobRunners()
      console.error('[instrumentation] 데이터베이스가 돌아와 작업 실행기를 시작했습니다.')
      return
    } catch (error) {
      if (!isDatabaseUnreachable(error)) {
        console.error('[instrumentation] 작업 실행기를 시작하지 못했습니다:', error)
        return
      }
    }
  }
}

async function startJobRunners() {
  const payload = await getPayload({ config, cron: true })
  const stopMail = startMailRunner(payload, serverEnv().JOBS_TICK_SECONDS)
  // On SIGTERM no new tick starts, and a tick that is running (a mail half sent, a post being
  // published) finishes before the process exits (src/server/server.mjs).
  onShutdown(async () => {
    const crons = payload.crons.splice(0)
    for (const cron of crons) cron.stop()
    await stopMail()
    while (crons.some((cron) => cron.isBusy())) await new Promise((resolve) => setTimeout(resolve, 50))
  })
}
