import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = { '@': path.resolve(import.meta.dirname, 'src') }

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
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          environment: 'node',
          // One Postgres for the run; each file takes a database of its own on it (tests/helpers/test-database.ts).
          globalSetup: ['tests/int/global-setup.ts'],
          // One at a time: beside the e2e tests on two cores, two at a time made the files that time
          // servers 2–3× slower (bench/test-suite.md).
          fileParallelism: false,
          // Tests that load the Payload config (Local API) need Lexical's production entry on Node 20.
          execArgv: ['--conditions=production'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
})
