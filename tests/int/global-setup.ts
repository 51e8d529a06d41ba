import type { TestProject } from 'vitest/node'
import { type SharedPostgres, startSharedPostgres } from '../helpers/shared-postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    sharedPostgres: SharedPostgres
  }
}

/** The integration run's one Postgres (tests/helpers/shared-postgres.ts), stopped after the last file. */
export default async function setup(project: TestProject) {
  const { stop, ...shared } = await startSharedPostgres()
  project.provide('sharedPostgres', shared)
  return stop
}
