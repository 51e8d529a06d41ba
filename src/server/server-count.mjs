import os from 'node:os'

/** Each server holds about 250 MB and its own database pools. */
export const MAX_DEFAULT_SERVERS = 4

/**
 * How many web servers `npm start` and the production image run side by side (src/server/cluster.mjs):
 * WEB_CONCURRENCY when set (the name Heroku and most Node hosts use), else one per core this
 * process may use, at most MAX_DEFAULT_SERVERS.
 * @param {Record<string, string | undefined>} [env]
 * @param {number} [cores]
 */
export function serverCount(env = process.env, cores = os.availableParallelism()) {
  const asked = Number(env.WEB_CONCURRENCY)
  if (env.WEB_CONCURRENCY && Number.isInteger(asked) && asked >= 1) return asked
  return Math.min(Math.max(cores, 1), MAX_DEFAULT_SERVERS)
}
