/**
 * src/app/(payload)/admin/importMap.js is exactly what Payload's generator writes for our config
 * (`npm run generate:importmap` leaves it unchanged; docs/adr/0046). Runs the generator itself,
 * with no database; the other generated files: tests/unit/payload-generated-files.test.ts.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, it } from 'vitest'
import { TEST_SECRETS } from '../helpers/payload'

const file = path.resolve(import.meta.dirname, '../../src/app/(payload)/admin/importMap.js')

it("the admin's import map is Payload's generator's, unchanged", async () => {
  // The config reads its settings; nothing connects to this database.
  Object.assign(process.env, TEST_SECRETS, { DATABASE_URL: 'postgres://unused@127.0.0.1:9/unused' })
  const [{ generateImportMap }, { default: config }] = await Promise.all([
    import('payload'),
    import('../../payload.config'),
  ])
  const committed = await readFile(file, 'utf8')
  // Writes only when what it generates differs (then the committed file is put back, and the test fails).
  await generateImportMap(await config, { log: false })
  const generated = await readFile(file, 'utf8')
  if (generated !== committed) await writeFile(file, committed)
  expect(generated).toBe(committed)
})
