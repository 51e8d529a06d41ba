import { beforeEach, onTestFailed } from 'vitest'
import { runningSites } from '../helpers/site'

/** Lines of each running site's log printed with a failed test: what the server said about it. */
const TAIL_LINES = 60

// A failure in CI is read from its output alone: the servers' own log says why they answered so.
beforeEach(() => {
  onTestFailed(() => {
    for (const site of runningSites) {
      const tail = site.output().trimEnd().split('\n').slice(-TAIL_LINES).join('\n')
      console.error(`\n--- ${site.url}: the last ${TAIL_LINES} lines of the site's log ---\n${tail}\n---`)
    }
  })
})
