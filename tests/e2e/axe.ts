import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** What every screen is held to: WCAG 2.2 AA, as axe tags its rules. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export type AxeScope = {
  /** Only this part of the page (in the admin: what the site adds to Payload's screens). */
  include?: string
  /** Left out of the check, with the reason where it is asked. */
  exclude?: string
  /** Also axe's best practices: landmarks, one h1, headings in order, the page's region. */
  bestPractice?: boolean
  /** Rules left out on purpose, with the reason where they are asked. */
  disable?: string[]
}

/** axe's findings on the page as it is now, one line each: the rule, what it asks, and where. */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  let axe = new AxeBuilder({ page }).withTags(scope.bestPractice ? [...WCAG_22_AA, 'best-practice'] : WCAG_22_AA)
  if (scope.include) axe = axe.include(scope.include)
  if (scope.exclude) axe = axe.exclude(scope.exclude)
  if (scope.disable) axe = axe.disableRules(scope.disable)
  const { violations } = await axe.analyze()
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  )
}
