/**
 * The installed package's version (tests/unit/fonts.test.ts holds them equal), in every font
 * address, so a new release is never mixed with cached files of the last.
 */
export const PRETENDARD_VERSION = '1.3.9'

/** Where the package keeps the unicode-range subsets (each about 35 KB). */
export const PRETENDARD_FILES_DIR = 'node_modules/pretendard/dist/web/variable/woff2-dynamic-subset'

/** The stylesheet with every subset's @font-face, loaded only when the web font is wanted (WebFont.tsx). */
export const PRETENDARD_CSS_URL = `/fonts/pretendard.css?v=${PRETENDARD_VERSION}`

/** A subset's file name as the package writes it, and nothing else (the route reads it from disk). */
export const PRETENDARD_FILE = /^PretendardVariable\.subset\.\d{1,3}\.woff2$/
