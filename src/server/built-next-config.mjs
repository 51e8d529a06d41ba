import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Has Next start from the configuration its build recorded (.next/required-server-files.json), the
 * way the server.js of `output: 'standalone'` does it: next.config.mjs is not evaluated again at
 * start, the server runs with exactly the config it was built with, and Next does not warn that
 * "next start" does not work with "output: standalone" (the site's own server is not `next start`).
 * Used by the production server (src/server/server.mjs) and the image's entry point, which has no
 * next.config.mjs at all (scripts/container-start.mjs). Call before Next loads its config.
 * @param {string} dir the folder holding `.next`
 */
export function startFromBuiltNextConfig(dir) {
  const { config } = JSON.parse(readFileSync(path.join(dir, '.next/required-server-files.json'), 'utf8'))
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
  return config
}
