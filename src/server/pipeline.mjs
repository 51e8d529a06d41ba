/**
 * The production server's request pipeline: a declared, ordered list of small steps, each
 * `{ name, run(exchange, next) }`. A step answers the request itself (and does not call `next`) or
 * passes it on; a step that must see or alter Next's answer installs an interception
 * (src/server/intercept.mjs) and passes it on. Interceptions nest: one installed later sees Next's
 * answer earlier, so Next's bytes flow back up the list: maintenance page → failed action calls →
 * Korean refusals → Payload's REST refusals → script nonces → precompressed static files →
 * compression → private caching → the client.
 */

import { readyWhileDatabaseAway } from './database-supervision.mjs'
import { actionFailures } from './steps/action-failures.mjs'
import { canonicalPath } from './steps/canonical-path.mjs'
import { clientAddressStep } from './steps/client-address.mjs'
import { compressionStep } from './steps/compression.mjs'
import { hiddenRoutes } from './steps/hidden-routes.mjs'
import { imageRequests } from './steps/image-requests.mjs'
import { koreanPlainAnswers } from './steps/korean-plain-answers.mjs'
import { maintenancePage } from './steps/maintenance.mjs'
import { pageViewIntake } from './steps/page-views.mjs'
import { payloadRest } from './steps/payload-rest.mjs'
import { precompressedStatic } from './steps/precompressed-static.mjs'
import { privateCaching } from './steps/private-caching.mjs'
import { requestId } from './steps/request-id.mjs'
import { requestLimits } from './steps/request-limits.mjs'
import { scriptNonces } from './steps/script-nonces.mjs'

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
  hiddenRoutes,
  imageRequests,
  payloadRest,
  // The answer's steps, innermost last (see above).
  privateCaching,
  compressionStep,
  // After compression: a Brotli body it sends is marked as encoded before compression looks.
  precompressedStatic,
  scriptNonces,
  koreanPlainAnswers,
  actionFailures,
  maintenancePage,
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
