// Imported first by scripts/server.mjs, so that Next and Payload find console.* already writing
// JSON lines when they load (src/lib/logging.mjs).
import { installJsonConsole, jsonLogs } from '../../src/lib/logging.mjs'

if (jsonLogs()) installJsonConsole()
