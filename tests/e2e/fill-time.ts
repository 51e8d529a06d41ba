import type { Page } from '@playwright/test'
import { MIN_FILL_MS } from '../../src/inquiries/options'

/**
 * The inquiry form takes its start time from the page's clock when it opens, and the server
 * refuses a form sent sooner than MIN_FILL_MS after it. Set the page's clock back by that much
 * before the first navigation: the form then reads as opened that long ago and is accepted at
 * once, without the test waiting out a person's typing.
 */
export function openFormsAsIfAPersonTookTheirTime(page: Page): Promise<void> {
  return page.clock.install({ time: Date.now() - MIN_FILL_MS })
}
