/**
 * The spec's route table for the CMS-edited pages: one list from which Next's rewrites
 * (next.config.mjs), the seeded menus (src/components/nav/nav-items.ts), the fixed pages staff
 * cannot move and the seed are derived. Each is one `pages` document found by its path and
 * rendered by src/app/(site)/(main-nav)/cms/[...path]. Plain JavaScript: next.config.mjs loads it
 * without a TypeScript loader.
 */

export const cmsRoutes = /** @type {const} */ ([
  { path: '/', label: '홈' },
  { path: '/intro/page-a', label: '회사 소개' },
  { path: '/intro/page-b', label: '버거 프랜차이즈 브랜드' },
  { path: '/intro/page-c', label: '바이오 연구 회사' },
  { path: '/foodtech', label: '바이오 푸드테크' },
  { path: '/impact-franchise', label: '임팩트 프랜차이즈' },
  { path: '/impact-franchise/page-a', label: '청각장애인 창업 지원' },
  { path: '/impact-franchise/page-b', label: '청년 창업 지원' },
  { path: '/impact-franchise/page-c', label: '소상공인 창업 지원' },
  { path: '/invest', label: '투자 지원' },
])

/**
 * Where Next renders each page of the table: the catch-all route under `/cms` (the home page is
 * `/cms/home`). Public addresses stay as the spec names them.
 * @param {string} path
 */
export const cmsRenderPath = (path) => (path === '/' ? '/cms/home' : `/cms${path}`)

/** Next's rewrites for the table, one per page (next.config.mjs `rewrites().beforeFiles`). */
export const cmsRewrites = () => cmsRoutes.map(({ path }) => ({ source: path, destination: cmsRenderPath(path) }))
