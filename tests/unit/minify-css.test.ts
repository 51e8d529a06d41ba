import { describe, expect, it } from 'vitest'
import { minifyCss } from '@/lib/minify-css.mjs'

describe('minifyCss', () => {
  it('drops comments and the whitespace a browser does not read, and keeps what changes meaning', () => {
    const css = `/* the card */
.card > a,
.card :hover {
  width: calc(100% - 2rem);
  font-family: "Apple SD Gothic Neo", sans-serif;
}
@media (width >= 40rem) {
  .card { padding: 1rem 2rem; }
}`
    expect(minifyCss(css)).toBe(
      '.card>a,.card :hover{width: calc(100% - 2rem);font-family: "Apple SD Gothic Neo",sans-serif}@media (width >= 40rem){.card{padding: 1rem 2rem}}',
    )
  })
})
