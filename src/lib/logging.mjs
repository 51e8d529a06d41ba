/**
 * Production logs: one JSON object per line (pino's shape and numeric levels, so Payload's
 * lines and ours read alike), each line written while a request runs carrying that request's
 * id, and no secret or password in any line.
 * JSON when LOG_FORMAT=json, readable text when LOG_FORMAT=pretty; unset, JSON unless the
 * output is a terminal (a person running `npm start` reads text, a container's collector JSON).
 * The same pino options serve Payload's logger (payload.config.ts) and the web server's
 * (src/server/log.mjs). Plain JavaScript: the web server loads it without a TypeScript loader.
 */
import { currentRequestId } from '../server/contract.mjs'

export const jsonLogs = () => (process.env.LOG_FORMAT ? process.env.LOG_FORMAT === 'json' : !process.stdout.isTTY)

/** Fields pino blanks in Payload's log objects (a user document, a request's headers, …). */
export const REDACTED_FIELDS = [
  'password',
  '*.password',
  '*.*.password',
  'token',
  '*.token',
  'secret',
  '*.secret',
  'authorization',
  'cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
]

const SECRET_VARIABLES = ['PAYLOAD_SECRET', 'BETTER_AUTH_SECRET', 'S3_SECRET_ACCESS_KEY', 'ADMIN_PASSWORD']
/** user:password@ in a connection string (Postgres, SMTP, Redis). */
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:)[^\s@/]+@/gi
/** A password or token written as a field, in JSON or in a query string. */
const FIELD_SECRET = /("?(?:password|newPassword|currentPassword|token|secret)"?\s*[:=]\s*)("[^"]*"|[^\s&,}]+)/gi

/** Removes what must never reach a log from a text (before it is JSON-encoded). */
export function scrubSecrets(text) {
  return scrubSecretValues(text.replace(FIELD_SECRET, '$1"***"'))
}

/** The configured secrets and connection-string passwords; safe on JSON text as well. */
function scrubSecretValues(text) {
  let scrubbed = text.replace(URL_PASSWORD, '$1***@')
  for (const name of SECRET_VARIABLES) {
    const value = process.env[name]
    if (value && value.length >= 8) scrubbed = scrubbed.replaceAll(value, '***')
  }
  return scrubbed
}

const ERROR = 50

/**
 * Payload's logger (pino) in production: the request id on each line, secrets blanked, and a
 * client's mistake (a 4xx such as a wrong password or a bad query) logged as info with its
 * message, not as an error with a stack: errors are what someone must look at. (Payload's own
 * `loggingLevels` matches error class names, which the production build minifies.)
 */
export function payloadLoggerOptions() {
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    mixin: () => ({ reqId: currentRequestId() }),
    redact: { paths: REDACTED_FIELDS, censor: '***' },
    hooks: {
      logMethod(args, method, level) {
        const err = args[0]?.err
        if (level >= ERROR && err && typeof err.status === 'number' && err.status < 500) {
          return this.info({ status: err.status, msg: scrubSecrets(String(err.message)) })
        }
        return method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrubSecrets(arg) : arg)),
        )
      },
    },
  }
}
