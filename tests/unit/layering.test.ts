/**
 * The layering the architecture promises (docs/architecture.md): routes (src/app) use features,
 * never the other way round; and no import circle, so every module is evaluated after what it
 * imports (`npx madge --circular` agrees). Read from the import graph of every source file, so a
 * new file cannot slip past.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importCircles, importsOf, root, sourceFiles } from '../helpers/import-graph'

const routes = path.join(root, 'src/app')
const inRoutes = (target: string) => target === routes || target.startsWith(`${routes}${path.sep}`)
const at = (file: string) => path.join(root, file)

// Reading every source file's imports takes 4–6 s on a busy 2-core machine: over Vitest's 5 s default.
describe('layering', { timeout: 60_000 }, () => {
  it('finds the imports it checks: aliases, the config and dynamic imports (the reader is not blind)', () => {
    const config = importsOf(at('payload.config.ts'))
    expect(config).toContain(at('src/members/endpoints.ts'))
    expect(importsOf(at('src/lib/payload.ts'))).toContain(at('payload.config.ts'))
    expect(importsOf(at('src/members/endpoints.ts'))).toContain(at('src/members/actions.ts'))
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

  it('no import circle in src/ and the Payload config', () => {
    const circles = importCircles([...sourceFiles('src'), at('payload.config.ts')])
    expect(circles.map((circle) => circle.join(' → '))).toEqual([])
  })
})
