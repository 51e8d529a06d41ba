/**
 * The part of zod this site uses, re-exported by name. `import { z } from 'zod'` is one namespace
 * object the bundler cannot prune: it carried all of zod (its ~50 locales too) into every form
 * page, 90 KB of the 257 KB of JavaScript. A check that needs another zod function adds it here.
 */

export type { infer, input, output, ZodType } from 'zod'
export {
  array,
  boolean,
  coerce,
  config,
  email,
  enum,
  literal,
  NEVER,
  number,
  object,
  preprocess,
  record,
  strictObject,
  string,
  union,
  unknown,
  url,
  uuid,
  ZodError,
} from 'zod'
