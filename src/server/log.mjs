/**
 * The server's log: pino with Payload's options, written synchronously (a shutdown's last line is
 * not lost). With JSON logs, Next's and better-auth's console lines go through it too.
 */
import { format } from 'node:util'
import pino from 'pino'
import { jsonLogs, payloadLoggerOptions } from '../lib/logging.mjs'

/** Whether lines are JSON (LOG_FORMAT, else: not a terminal). */
export const json = jsonLogs()

export const log = pino(
  { ...payloadLoggerOptions(), base: { pid: process.pid } },
  pino.destination({ dest: 1, sync: true }),
)

const CONSOLE_LEVELS = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' }

/**
 * A client that hung up while its request was being read (Node's "aborted", ECONNRESET): better-auth
 * and its router log it as a server error, twice, though nothing failed on this side. A database
 * connection reset has the same code but another message, and stays an error.
 */
const clientHungUp = (args) =>
  args.some((arg) => arg instanceof Error && arg.message === 'aborted' && arg.code === 'ECONNRESET')

if (json) {
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    console[method] = (...args) =>
      level === 'error' && clientHungUp(args)
        ? log.info({ clientHungUp: true }, `클라이언트가 요청을 보내던 중 연결을 끊었습니다. ${format(...args)}`)
        : log[level](format(...args))
  }
  // Node prints warnings to stderr with a listener of its own (deprecations, the AWS SDK's notice).
  process.removeAllListeners('warning')
  process.on('warning', (warning) => log.warn(`${warning.name}: ${warning.message}`))
}
