/**
 * The steps before Next, in order: each answers the request or calls `next`; none sees Next's
 * answer (that is answer.mjs's).
 */

import { readyWhileDatabaseAway } from './database-supervision.mjs'
import { canonicalPath } from './steps/canonical-path.mjs'
import { clientAddressStep } from './steps/client-address.mjs'
import { imageRequests } from './steps/image-requests.mjs'
import { pageViewIntake } from './steps/page-views.mjs'
import { payloadRest } from './steps/payload-rest.mjs'
import { requestId } from './steps/request-id.mjs'
import { requestLimits } from './steps/request-limits.mjs'

/**
 * @typedef {{
 *   req: import('node:http').IncomingMessage,
 *   res: import('node:http').ServerResponse,
 *   address: string,
 *   dev: boolean,
 *   trustProxy: boolean,
 *   accessLog: import('pino').Logger | undefined,
 *   services: ReturnType<typeof import('./services.mjs').startServices>,
 * }} Exchange
 * @typedef {{ name: string, run: (exchange: Exchange, next: () => void) => void }} Step
 */

/** @type {Step[]} */
export const STEPS = [
  clientAddressStep,
  requestId,
  // Before the request limits: page views have their own (8 KB, a body of undeclared length allowed).
  pageViewIntake,
  requestLimits,
  canonicalPath,
  readyWhileDatabaseAway,
  imageRequests,
  payloadRest,
]

/**
 * Runs the steps in order, then `last` (Next's handler).
 * @param {Step[]} steps
 * @param {(exchange: Exchange) => void} last
 * @returns {(exchange: Exchange) => void}
 */
export function composeSteps(steps, last) {
  return (exchange) => {
    let index = 0
    const next = () => {
      const step = steps[index++]
      if (step) step.run(exchange, next)
      else last(exchange)
    }
    next()
  }
}
