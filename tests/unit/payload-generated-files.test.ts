/**
 * Payload's generated files (src/app/(payload)) stay exactly as Payload writes them, so an upgrade
 * can replace them without losing anything (docs/adr/0046). Each is compared by its git blob id
 * with the file Payload's installer copies (create-payload-app, from templates/blank/src/app/(payload)
 * of payloadcms/payload, branch 3.x for 3.90): after an upgrade, take the new ids from
 * `git ls-tree -r <tag> "templates/blank/src/app/(payload)/"` and copy the files. The GraphQL routes
 * are left out on purpose (GraphQL is off). The import map is Payload's generator's, checked by
 * running the generator: tests/int/payload-import-map.int.test.ts.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const folder = path.resolve(import.meta.dirname, '../../src/app/(payload)')

/** payloadcms/payload 3.x, templates/blank/src/app/(payload)/: path → git blob id. */
const TEMPLATE: Record<string, string> = {
  'layout.tsx': '8df141aeb2b24c724bd389b53ade6ceb98451751',
  'custom.scss': 'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391',
  'admin/[[...segments]]/page.tsx': '0de685cd62bc11f8bdac9a4c9ab5d6c6512ce040',
  'admin/[[...segments]]/not-found.tsx': '64108365fd93c489ee4e0fe470149fbbd0fe97dc',
  'api/[...slug]/route.ts': 'e58c50f50cade6ac8c5c1ce655ac82057a2d8158',
}
/** Written by `payload generate:importmap`, not copied. */
const GENERATED = ['admin/importMap.js']

const blobId = (text: Buffer) =>
  createHash('sha1')
    .update(Buffer.concat([Buffer.from(`blob ${text.length}\0`), text]))
    .digest('hex')

const read = (file: string) => readFileSync(path.join(folder, file))

describe("Payload's generated files", () => {
  it('are exactly the files Payload writes, and no others', () => {
    const files = readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    expect(files.sort()).toEqual([...Object.keys(TEMPLATE), ...GENERATED].sort())
    const ids = Object.fromEntries(
      Object.keys(TEMPLATE).map((file) => {
        const text = read(file)
        return [file, blobId(text)]
      }),
    )
    expect(ids).toEqual(TEMPLATE)
  })
})
