/**
 * The web server's memory settings (docs/deploy.md, "Memory"; figures in
 * docs/performance.md, "Memory settings"), given to it by scripts/start.ts. A flag already in NODE_OPTIONS, or
 * MALLOC_ARENA_MAX set in the environment, wins.
 */
export const SERVER_V8_FLAGS = {
  // About 7 × what the server holds after a full collection under load (140 MB). With V8's
  // default for a machine with this much memory (4 GB) the heap may grow to several times its
  // live size between full collections (up to 4 × when the limit is large), and RSS counts it all.
  'max-old-space-size': 1024,
  // Each request's short-lived objects die young: twice V8's 16 MB halves the scavenges per
  // request (measured 0.031 → 0.016) for at most 48 MB more.
  'max-semi-space-size': 32,
} as const

export function serverMemoryEnv(env: Record<string, string | undefined>): {
  NODE_OPTIONS: string
  MALLOC_ARENA_MAX: string
} {
  let nodeOptions = env.NODE_OPTIONS ?? ''
  for (const [flag, value] of Object.entries(SERVER_V8_FLAGS)) {
    if (!new RegExp(`--${flag}\\b`).test(nodeOptions)) nodeOptions = `${nodeOptions} --${flag}=${value}`.trim()
  }
  // Two malloc arenas instead of up to eight per core for the threads that allocate outside the
  // JS heap (libuv's pool, V8's helpers): measured 25 MB less resident, no throughput change seen.
  return { NODE_OPTIONS: nodeOptions, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2' }
}

/**
 * The flags this script's own TypeScript loader (tsx) put on the command line, dropped for the web
 * server, which is plain JavaScript: tsx turns Node's source maps on, and with them Node reads and
 * keeps the source map of every module it loads (about 150 MB of Next's and Payload's chunks) and
 * maps every stack trace through them.
 */
export function withoutTypeScriptLoader(execArgv: string[]): string[] {
  const isTsx = (value = '') => /(^|[\\/])tsx([\\/]|$)/.test(value)
  const kept: string[] = []
  for (let index = 0; index < execArgv.length; index++) {
    const arg = execArgv[index] ?? ''
    if (
      ['--import', '--require', '-r', '--loader', '--experimental-loader'].includes(arg) &&
      isTsx(execArgv[index + 1])
    ) {
      index++
      continue
    }
    const inline = arg.match(/^--(?:import|require|loader|experimental-loader)=(.*)$/)
    if (inline && isTsx(inline[1])) continue
    kept.push(arg)
  }
  return kept
}
