/**
 * Password hashing for better-auth, off the event loop and behind the pages.
 *
 * better-auth's own hashing (scrypt N=16384, r=16, p=1, 64 bytes: about 60 ms of CPU each) runs
 * on libuv's thread pool, which keeps the event loop free but competes with it for the CPU as an
 * equal: on this 2-core machine 20 sign-ins a second took more than a core and doubled the p99 of
 * the cached pages served beside them. Here the same scrypt runs in a small pool of worker threads
 * that lower their own scheduling priority (nice 19, Linux), so the kernel gives page rendering
 * the CPU first and hashes in the time left over. A sign-in waits a little longer when the site is
 * busy; a visitor reading a page does not wait for someone else's password.
 *
 * Under a load that leaves little CPU over, hashing stops keeping up; the queue is therefore
 * bounded (hashingLimits). A password that could not start hashing in time, finds the queue full,
 * or is not hashed in time gets a 429 with Retry-After, in Korean (src/auth/korean-response.ts),
 * instead of a wait the browser gives up on while the server still hashes for nobody.
 *
 * The hashes are exactly better-auth's (`salt:key` in hex, NFKC-normalised password), so stored
 * passwords keep working either way.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { APIError } from 'better-auth/api'

/** better-auth's parameters (@better-auth/utils/password): never change them, stored hashes use them. */
const SCRYPT = { N: 16384, r: 16, p: 1, keyLength: 64 } as const
/**
 * Lowest priority: hashing gets only the CPU that serving pages leaves. Nice 10 was tried with
 * one server per core: three times as many sign-ins got through the soak, but the pages lost a
 * quarter of their throughput and timed out again (docs/adr/0011-password-hashing-pool.md).
 * PASSWORD_HASH_NICENESS may set another (src/config/env.ts).
 */
export const HASHING_NICENESS = 19
/** Validated with the other variables when the server starts (src/config/env.ts). */
const niceness = () => Number(process.env.PASSWORD_HASH_NICENESS || HASHING_NICENESS)

/**
 * The worker's source (CommonJS, evaluated: no file for the bundler to trace). On Linux a thread
 * is its own scheduling entity, so setpriority on its thread id lowers only this thread.
 */
const WORKER_SOURCE = `
const { scryptSync } = require('node:crypto')
const { readlinkSync } = require('node:fs')
const { setPriority } = require('node:os')
const { parentPort, workerData } = require('node:worker_threads')
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop())
  setPriority(threadId, workerData.niceness)
} catch {
  // Not Linux (no /proc/thread-self): hash at normal priority.
}
const { N, r, p, keyLength } = workerData.scrypt
parentPort.on('message', ({ id, password, salt }) => {
  try {
    const key = scryptSync(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 256 * N * r })
    parentPort.postMessage({ id, key: key.toString('hex') })
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) })
  }
})
`

/**
 * The queue's bounds. `waitMs`: longest wait for a hashing thread. `answerMs`: longest time from
 * asking to the hash, waiting included: a hash the pages leave no CPU for is answered 429 at this
 * point, before a browser or client gives up on the request (the thread finishes it for nobody and
 * takes the next). 6 s: many clients give up at 10 s, and under the soak the rest of a sign-in
 * (user, account and session queries on busy servers) took up to 2–3 s more; with 8 s, 1–5
 * sign-ins a soak round still passed 10 s. `waiting`: passwords waiting at most; beyond, even a
 * quiet moment would not reach them within `waitMs`. Mutable for the unit tests only.
 */
export const hashingLimits = { waitMs: 5000, answerMs: 6000, waiting: 64 }
const RETRY_AFTER_SECONDS = 5

interface Job {
  id: number
  timer?: ReturnType<typeof setTimeout>
  password: string
  salt: string
  resolve: (key: string) => void
  reject: (error: Error) => void
}

interface Hasher {
  worker: Worker
  job?: Job
}

/** Two threads at most: more would only queue on the same cores, each holding 32 MB while it hashes. */
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism()))
const hashers: Hasher[] = []
const waiting: Job[] = []
let nextJobId = 1

function startHasher(): Hasher {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { niceness: niceness(), scrypt: SCRYPT },
  })
  // Idle hashers never keep the process alive (a graceful stop waits for nothing here).
  worker.unref()
  const hasher: Hasher = { worker }
  worker.on('message', (message: { id: number; key?: string; error?: string }) => {
    const job = hasher.job
    hasher.job = undefined
    if (job?.id === message.id) {
      if (message.key) job.resolve(message.key)
      else job.reject(new Error(message.error ?? 'password hashing failed'))
    }
    dispatch()
  })
  worker.on('error', (error) => {
    hasher.job?.reject(error)
    hasher.job = undefined
  })
  worker.on('exit', () => {
    hasher.job?.reject(new Error('password hashing thread stopped'))
    hashers.splice(hashers.indexOf(hasher), 1)
    dispatch()
  })
  hashers.push(hasher)
  return hasher
}

function dispatch() {
  while (waiting.length > 0) {
    const idle = hashers.find((hasher) => !hasher.job) ?? (hashers.length < POOL_SIZE ? startHasher() : undefined)
    if (!idle) return
    const job = waiting.shift() as Job
    clearTimeout(job.timer)
    idle.job = job
    idle.worker.postMessage({ id: job.id, password: job.password, salt: job.salt })
  }
}

/** What the visitor gets when hashing is saturated: the same 429 as the rate limits, shorter wait. */
const busy = () =>
  new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'TOO_MANY_REQUESTS', message: 'Too many requests' },
    { 'x-retry-after': String(RETRY_AFTER_SECONDS) },
  )

function scryptKey(password: string, salt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (waiting.length >= hashingLimits.waiting) return reject(busy())
    const deadline = setTimeout(() => reject(busy()), hashingLimits.answerMs)
    deadline.unref()
    const settle =
      <T>(then: (value: T) => void) =>
      (value: T) => {
        clearTimeout(deadline)
        then(value)
      }
    const job: Job = { id: nextJobId++, password, salt, resolve: settle(resolve), reject: settle(reject) }
    job.timer = setTimeout(() => {
      const at = waiting.indexOf(job)
      if (at < 0) return
      waiting.splice(at, 1)
      job.reject(busy())
    }, hashingLimits.waitMs)
    job.timer.unref()
    waiting.push(job)
    dispatch()
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex')
  return `${salt}:${await scryptKey(password, salt)}`
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [salt, key] = hash.split(':')
  if (!salt || !key) throw new Error('Invalid password hash')
  const expected = Buffer.from(key, 'hex')
  const actual = Buffer.from(await scryptKey(password, salt), 'hex')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
