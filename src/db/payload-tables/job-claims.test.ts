import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { claimJobsSql, isClaimableSql, JOB_CLAIM_PATCH, jobClaimPatchNeeded } from './job-claims'
import { payloadSchema, problemsOf } from './schema-check'

const installed = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../node_modules/payload/package.json'), 'utf8'),
) as { version: string }

describe('the job-claim patch (docs/adr/0014-job-claims.md)', () => {
  beforeAll(() => payloadSchema(), 60_000) // loading the config: about 2 s on an idle machine

  it(`is still needed: the installed Payload is older than ${JOB_CLAIM_PATCH.fixedIn}`, () => {
    expect(
      jobClaimPatchNeeded(installed.version),
      `Payload ${installed.version} is installed: ${JOB_CLAIM_PATCH.fix}. Check that it is in this release, then remove withExclusiveJobClaims (this folder's job-claims.ts) and its ADR.`,
    ).toBe(true)
  })

  it('is still needed: Payload’s jobs have no claim token of their own yet', async () => {
    const jobs = (await payloadSchema()).tables.get('payload_jobs')
    expect(jobs?.has('processing')).toBe(true)
    expect(jobs?.has('processing_token'), JOB_CLAIM_PATCH.fix).toBe(false)
  })

  it('compares versions by their numbers', () => {
    expect(jobClaimPatchNeeded('3.90.1')).toBe(true)
    expect(jobClaimPatchNeeded('3.99.0-canary.4')).toBe(true)
    expect(jobClaimPatchNeeded('4.0.0')).toBe(false)
    expect(jobClaimPatchNeeded('4.0.0-beta.2')).toBe(false)
    expect(jobClaimPatchNeeded('10.1.0')).toBe(false)
  })

  it('names only columns Payload’s jobs table has', async () => {
    expect(await problemsOf(isClaimableSql(1), { tables: ['payload_jobs'] })).toEqual([])
    expect(await problemsOf(claimJobsSql([1, 2], new Date().toISOString()), { tables: ['payload_jobs'] })).toEqual([])
  })
})
