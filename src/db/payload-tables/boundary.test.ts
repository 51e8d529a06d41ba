import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { payloadSchema } from './schema-check'

const root = path.resolve(import.meta.dirname, '../../..')
const here = path.relative(root, import.meta.dirname)

/** Source files of the application and its command-line tools, this folder and generated files aside. */
function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return file === here ? [] : sources(file)
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && entry.name !== 'payload-types.ts' ? [file] : []
  })
}

describe('SQL on Payload’s tables lives in src/db/payload-tables only', () => {
  beforeAll(() => payloadSchema(), 60_000) // loading the config: about 2 s on an idle machine

  it('no statement elsewhere in src/ or scripts/ names one of Payload’s tables', async () => {
    const tables = [...(await payloadSchema()).tables.keys()]
    const statement = new RegExp(
      `\\b(?:INSERT INTO|UPDATE|DELETE FROM|FROM|JOIN|TRUNCATE)\\s+"?(?:public\\.)?(${tables.join('|')})\\b`,
    )
    const found = [...sources('src'), ...sources('scripts')].flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (statement.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    )
    expect(found).toEqual([])
  })
})
