/**
 * A stylesheet without its comments and the whitespace a browser does not read, for sending inside
 * HTML. Only spaces around `{ } ; ,` and a child combinator's `>` go: nothing inside a value or a
 * string changes meaning (our stylesheets write no `content` with runs of spaces).
 * @param {string} css
 */
export const minifyCss = (css) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    // A child combinator, not a media query's `>=`.
    .replace(/\s*>(?!=)\s*/g, '>')
    .replace(/;}/g, '}')
    .trim()
