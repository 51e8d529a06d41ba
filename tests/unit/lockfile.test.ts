/**
 * A fresh clone's `npm install` must leave package-lock.json as committed. npm
 * records every platform's build of a package's optional dependencies (biome's and Next's
 * per-platform binaries), but a lockfile written from an installed tree that holds only this
 * machine's builds lacks the others, and the next install anywhere adds them back: a modified
 * lockfile nobody changed. Every optional dependency named in the lockfile must have its own entry.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

type Entry = { optionalDependencies?: Record<string, string> }
const lock: { packages: Record<string, Entry> } = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../package-lock.json'), 'utf8'),
)

/** Where Node would find `name` from the package at `from`: its own node_modules, then its parents'. */
function resolves(from: string, name: string): boolean {
  let base = from
  for (;;) {
    if (`${base ? `${base}/` : ''}node_modules/${name}` in lock.packages) return true
    if (!base) return false
    const parent = base.lastIndexOf('/node_modules/')
    base = parent >= 0 ? base.slice(0, parent) : ''
  }
}

describe('package-lock.json', () => {
  it('lists every platform’s build of every optional dependency', () => {
    const missing = Object.entries(lock.packages).flatMap(([at, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(at, name))
        .map((name) => `${at || '(root)'} → ${name}`),
    )
    expect(missing).toEqual([])
  })
})
