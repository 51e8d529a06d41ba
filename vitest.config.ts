import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  // Server modules are imported by tests as Next's server imports them (the package's react-server
  // export is this empty file); its default export throws, for client bundles.
  'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
}

/** Integration test files that time the servers themselves against a bound. */
const TIMED = ['cluster', 'faults', 'shutdown', 'supervision'].map((name) => `tests/int/${name}.int.test.ts`)

const integration = {
  include: ['tests/int/**/*.int.test.ts'],
  environment: 'node' as const,
  // One Postgres for the run; each file takes a database of its own on it (tests/helpers/test-database.ts).
  globalSetup: ['tests/int/global-setup.ts'],
  setupFiles: ['tests/int/site-logs.ts'],
  // Tests that load the Payload config (Local API) need Lexical's production entry on Node 20.
  execArgv: ['--conditions=production'],
  testTimeout: 120_000,
  hookTimeout: 240_000,
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // Statements on Payload's tables are tested beside themselves (src/db/payload-tables).
          include: ['tests/unit/**/*.test.ts', 'src/db/payload-tables/*.test.ts'],
          environment: 'node',
          // Those tests load the Payload config: Lexical's production entry on Node 20 (STACK-NOTES).
          execArgv: ['--conditions=production'],
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'int',
          exclude: TIMED,
          // Two files at a time: most of a file's time is spent waiting (for a site, a mail, a job's
          // tick), and the run's processes kept two cores about half busy one file at a time.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'int-timed',
          include: TIMED,
          // After the others and one at a time: these time the servers themselves (a restart, an
          // outage's recovery, a drain) against bounds, and a busy neighbour would be measured too.
          sequence: { groupOrder: 1 },
          fileParallelism: false,
        },
      },
    ],
  },
})
