/**
 * Whether an error means Postgres could not be reached (refused, lost, timed out, shutting down),
 * as opposed to a query that failed. Looked for along the error's causes: Drizzle, Kysely and
 * Payload wrap pg's error.
 */

/** Node's codes for a connection that could not be made or was lost. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND'])
/** SQLSTATE class 08 (connection exception) and 57P01–57P03 (shutting down, cannot connect now). */
const CONNECTION_STATES = /^(?:08[0-9A-Z]{3}|57P0[1-3])$/
/** pg's own errors, which carry no code, and Payload's when it cannot connect at start. */
const CONNECTION_MESSAGES =
  /^(?:Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)|cannot connect to Postgres/

type Chained = { code?: unknown; message?: unknown; cause?: unknown; originalError?: unknown; errors?: unknown }

export function isDatabaseUnreachable(error: unknown): boolean {
  const queue: unknown[] = [error]
  for (let seen = 0; queue.length > 0 && seen < 10; seen++) {
    const current = queue.shift() as Chained | undefined
    if (!current || typeof current !== 'object') continue
    const { code, message } = current
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || CONNECTION_STATES.test(code))) return true
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true
    queue.push(current.cause, current.originalError, ...(Array.isArray(current.errors) ? current.errors : []))
  }
  return false
}
