/**
 * One web server per core (WEB_CONCURRENCY copies of server.mjs on one port, ADR 0022): the copies
 * share nothing that must agree (sessions, limits, jobs in Postgres; caches told by LISTEN/NOTIFY).
 * Restarts a copy that dies after the site served; a copy that cannot start stops the site.
 */
import './log.mjs'
import cluster from 'node:cluster'
import path from 'node:path'
import { serverCount } from './server-count.mjs'

const RESTART_PAUSE_MS = { first: 500, max: 30_000 }
/** A copy that lived this long had started fine: the next restart comes quickly again. */
const HEALTHY_AFTER_MS = 60_000

const count = serverCount()
// Each copy accepts from the shared socket itself, when its event loop is free to. Node's default
// on Linux, round robin, has this process accept and hand each copy one connection at a time,
// the next only once the copy has taken the last in its own event loop: when 200 connections come
// at once and both copies are busy rendering, the last ones wait many of those turns, past a
// client's 10 s (docs/performance.md, "Round-start timeouts"). The kernel's spread was
// even under the soak (CPU per copy within 3 %). NODE_CLUSTER_SCHED_POLICY=rr still chooses.
if (!process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_NONE
const args = process.argv.slice(2)
cluster.setupPrimary({
  exec: path.join(import.meta.dirname, 'server.mjs'),
  args,
  // With an inspector port in NODE_OPTIONS, each copy gets the primary's port plus its number: with
  // --inspect-port=0 (any free port, as the bench asks) that would be port 1, and no copy starts.
  ...(process.debugPort === 0 ? { inspectPort: 0 } : {}),
})

let stopping = false
let listening = 0
let announced = false
let restartPauseMs = RESTART_PAUSE_MS.first
/** The database's last state from `npm start` (src/server/database-supervision.mjs), for every copy. */
let databaseMessage

process.on('message', (message) => {
  if (message?.type !== 'database') return
  databaseMessage = message
  for (const worker of Object.values(cluster.workers ?? {})) if (worker?.isConnected()) worker.send(message, () => {})
})

function startCopy() {
  const started = Date.now()
  const worker = cluster.fork()
  if (databaseMessage) worker.send(databaseMessage, () => {})
  worker.on('message', (message) => {
    if (message?.type !== 'listening') return
    listening++
    // The parent (npm start) prints its banner once every copy takes requests.
    if (!announced && listening >= count) {
      announced = true
      if (process.send) process.send(message)
      else
        console.log(`사이트가 서버 ${count}개로 ${process.env.SITE_URL ?? `포트 ${message.port}`}에서 실행 중입니다.`)
    }
  })
  worker.once('exit', (code, signal) => {
    if (stopping) return
    // A copy that dies before the site first serves is a start-up failure (configuration, port,
    // database), not bad luck: restarting would hide it and leave `npm start` waiting. Stop all.
    if (!announced) {
      console.error(`[cluster] 서버 ${worker.process.pid}이(가) 시작하지 못했습니다 (${signal ?? `exit ${code}`}).`)
      void stop(code || 1)
      return
    }
    console.error(`[cluster] 서버 ${worker.process.pid}이(가) 종료되어 다시 시작합니다 (${signal ?? `exit ${code}`}).`)
    if (Date.now() - started > HEALTHY_AFTER_MS) restartPauseMs = RESTART_PAUSE_MS.first
    setTimeout(() => !stopping && startCopy(), restartPauseMs)
    restartPauseMs = Math.min(restartPauseMs * 2, RESTART_PAUSE_MS.max)
  })
}

for (let index = 0; index < count; index++) startCopy()

async function stop(exitCode = 0) {
  if (stopping) return
  stopping = true
  const copies = Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead())
  const exited = copies.map((worker) => new Promise((resolve) => worker.once('exit', resolve)))
  // Each copy closes its listener, finishes its requests and drains (src/server/server.mjs).
  for (const worker of copies) worker.process.kill('SIGTERM')
  await Promise.all(exited)
  process.exit(exitCode)
}
process.on('SIGTERM', () => stop())
process.on('SIGINT', () => stop())
