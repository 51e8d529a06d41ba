/**
 * The layering the architecture promises (docs/architecture.md): routes (src/app) use features,
 * never the other way round, and the HTTP server in front of Next imports nothing from the routes.
 * Read from the import specifiers of every source file, so a new file cannot slip past.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const routes = path.join(root, 'src/app')

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|mjs|js)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** Every module a file imports, as an absolute path when it is one of ours. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|require\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map(
    (match) => match[1] ?? '',
  )
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('@/')) return [path.join(root, 'src', specifier.slice(2))]
    if (specifier.startsWith('.')) return [path.resolve(path.dirname(file), specifier)]
    return []
  })
}

const inRoutes = (target: string) => target === routes || target.startsWith(`${routes}${path.sep}`)

describe('layering', () => {
  it('finds the imports it checks (the reader is not blind)', () => {
    const page = sourceFiles('src/app').find((file) => file.endsWith(`${path.sep}layout.tsx`))
    expect(page && importsOf(page).length).toBeGreaterThan(0)
  })

  it('no feature, component, library or server file imports a route (src/app)', () => {
    const outside = [...sourceFiles('src'), ...sourceFiles('scripts')].filter((file) => !inRoutes(file))
    const offenders = outside.flatMap((file) =>
      importsOf(file)
        .filter(inRoutes)
        .map((target) => `${path.relative(root, file)} → ${path.relative(root, target)}`),
    )
    expect(offenders).toEqual([])
  })
})
