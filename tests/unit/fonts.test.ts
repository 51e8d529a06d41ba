import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PRETENDARD_CSS as css } from '@/components/fonts/pretendard-css'
import { PRETENDARD_FILE, PRETENDARD_FILES_DIR, PRETENDARD_VERSION } from '@/components/fonts/pretendard-files'
import { readSiteCss } from '@/components/layout/site-stylesheets.mjs'

const root = path.resolve(import.meta.dirname, '../..')

describe("Pretendard's stylesheet and files", () => {
  it('name the installed package version, and every file the stylesheet asks for is one the route serves', () => {
    const installed = JSON.parse(readFileSync(path.join(root, 'node_modules/pretendard/package.json'), 'utf8'))
    expect(PRETENDARD_VERSION).toBe(installed.version)
    const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1] ?? '')
    expect(urls.length).toBeGreaterThan(50)
    for (const url of urls) {
      const [pathname = '', query] = url.split('?')
      expect(query).toBe(`v=${PRETENDARD_VERSION}`)
      const file = pathname.replace('/fonts/pretendard/', '')
      expect(file).toMatch(PRETENDARD_FILE)
      expect(() => readFileSync(path.join(root, PRETENDARD_FILES_DIR, file))).not.toThrow()
    }
    // Never swapped in after the first paint (no layout shift): see WebFont.tsx.
    expect(css).not.toMatch(/font-display:\s*(swap|block|fallback)/)
  })
})

describe("the site's own styles", () => {
  const siteCss = readSiteCss(root)

  it('use two font weights, regular and bold: each further weight is one more font lookup in the first layout', () => {
    const weights = new Set([...siteCss.matchAll(/font-weight:\s*([^;}!]+)/g)].map((match) => match[1]?.trim()))
    expect(weights.size).toBeGreaterThan(0)
    expect(
      [...weights].filter((weight) => !['400', '700', 'normal', 'bold', 'inherit'].includes(weight ?? '')),
    ).toEqual([])
  })

  it('name Noto Sans CJK KR before the generic family, and never system-ui', () => {
    const stack = siteCss.match(/--font-system:\s*([^;}]+)/)?.[1] ?? ''
    expect(stack.indexOf('"Noto Sans CJK KR"')).toBe(0)
    expect(stack.trim().endsWith('sans-serif')).toBe(true)
    expect(siteCss).not.toMatch(/system-ui/)
  })
})
