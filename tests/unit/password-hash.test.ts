import { readdirSync, readFileSync } from 'node:fs'
import * as betterAuthHashing from '@better-auth/utils/password'
import { describe, expect, it } from 'vitest'
import { HASHING_NICENESS, hashingLimits, hashPassword, verifyPassword } from '@/auth/password-hash'

/** The nice value of each thread of this process (field 19 of /proc/self/task/TID/stat). */
function threadNiceness(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
  })
}

describe('password hashing in low-priority threads', () => {
  it("makes hashes better-auth's own hashing accepts, and accepts better-auth's", async () => {
    const ours = await hashPassword('비밀번호-Password1!')
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/)
    expect(await betterAuthHashing.verifyPassword(ours, '비밀번호-Password1!')).toBe(true)

    const theirs = await betterAuthHashing.hashPassword('비밀번호-Password1!')
    expect(await verifyPassword({ hash: theirs, password: '비밀번호-Password1!' })).toBe(true)
    expect(await verifyPassword({ hash: theirs, password: '비밀번호-Password2!' })).toBe(false)
  })

  it('normalises the password as better-auth does (NFKC)', async () => {
    // "가" as one precomposed character and as its two jamo: one password to the user.
    const hash = await hashPassword('\uAC00-Password1!')
    expect(await verifyPassword({ hash, password: '\u1100\u1161-Password1!' })).toBe(true)
  })

  it('hashes many passwords at once, each to its own result', async () => {
    // Which hash answers which password, not how soon: at nice 19 the threads get only the CPU that
    // the rest of `npm test` (the type check, the other test files) leaves, which was less than 5 s
    // for 18 hashes in full run 78. The limits that turn a slow hash away are tested below.
    const { waitMs, answerMs } = hashingLimits
    Object.assign(hashingLimits, { waitMs: 60_000, answerMs: 60_000 })
    try {
      const passwords = Array.from({ length: 6 }, (_, index) => `Password-${index}!`)
      const hashes = await Promise.all(passwords.map((password) => hashPassword(password)))
      const checks = await Promise.all(
        hashes.map((hash, index) =>
          verifyPassword({ hash, password: passwords[(index + 1) % passwords.length] as string }),
        ),
      )
      expect(checks.every((ok) => !ok)).toBe(true)
      expect(
        await Promise.all(hashes.map((hash, index) => verifyPassword({ hash, password: passwords[index] as string }))),
      ).toEqual(passwords.map(() => true))
    } finally {
      Object.assign(hashingLimits, { waitMs, answerMs })
    }
  }, 120_000)

  it('turns a password away with 429 and a wait when too many are queued, and hashes the rest', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 80 }, (_, index) => hashPassword(`Password-${index}!`)),
    )
    const refused = results.filter((result) => result.status === 'rejected')
    // Two hash at once and 64 may wait: the last of 80 asked at once find the queue full.
    expect(refused.length).toBeGreaterThanOrEqual(80 - 2 - 64)
    for (const result of refused) {
      expect(result.reason).toMatchObject({ statusCode: 429, body: { code: 'TOO_MANY_REQUESTS' } })
      expect(result.reason.headers).toMatchObject({ 'x-retry-after': '5' })
    }
    const hashed = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
    // Every password either hashed or was turned away. On an idle machine all 66 that fit the queue
    // hash; on a busy one some wait past hashingLimits.waitMs and are turned away too (by design).
    expect(hashed.length + refused.length).toBe(80)
    expect(hashed.length).toBeGreaterThanOrEqual(2)
    expect(await verifyPassword({ hash: hashed[hashed.length - 1] as string, password: 'wrong' })).toBe(false)
    // Up to 66 real hashes on two threads: seconds on a busy 2-core machine, more than the default 5 s.
  }, 60_000)

  it('answers 429 with a wait when a hash is not done in time, and hashes the next one', async () => {
    const { answerMs } = hashingLimits
    hashingLimits.answerMs = 1 // a hash takes tens of milliseconds
    try {
      const late = await hashPassword('Password-1!').catch((error) => error)
      expect(late).toMatchObject({ statusCode: 429, body: { code: 'TOO_MANY_REQUESTS' } })
      expect(late.headers).toMatchObject({ 'x-retry-after': '5' })
    } finally {
      hashingLimits.answerMs = answerMs
    }
    const hash = await hashPassword('Password-2!')
    expect(await verifyPassword({ hash, password: 'Password-2!' })).toBe(true)
    // Threads at nice 19 beside a busy build or tsc: seconds, more than the default 5 s.
  }, 60_000)

  it('refuses a stored value that is not a hash', async () => {
    await expect(verifyPassword({ hash: 'not-a-hash', password: 'x' })).rejects.toThrow()
  })

  it('hashes in threads at low priority, the rest of the process at normal priority', async () => {
    await hashPassword('Password-1!')
    const niceness = threadNiceness()
    expect(HASHING_NICENESS).toBeGreaterThan(0)
    expect(niceness).toContain(HASHING_NICENESS)
    expect(niceness).toContain(0)
  })
})
