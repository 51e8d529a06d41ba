/**
 * Kakao's JavaScript SDK on Kakao's CDN, with the integrity hash Kakao publishes for this version:
 * the browser refuses a changed file. 카카오톡 공유 loads it (src/community/kakao-share.ts). On a
 * computer the SDK opens Kakao's share window by posting a form to `sharer`. The
 * Content-Security-Policy allows this one file and that one form target only when
 * KAKAO_JAVASCRIPT_KEY is set, and never in the admin (src/server/script-nonces.mjs).
 * Plain JavaScript: the web server imports it too.
 */
export const KAKAO_SDK = {
  src: 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js',
  integrity: 'sha384-TiCUE00h649CAMonG018J2ujOgDKW/kVWlChEuu4jK2vxfAAD0eZxzCKakxg55G4',
}

/** Where the SDK's share window posts its form. */
export const KAKAO_SHARER = 'https://sharer.kakao.com'

/**
 * The addresses whose policy allows the SDK: every page of the site, not the admin. Not only the
 * articles: a visitor who opens an article from a list or the home page stays in the document
 * (and under the policy) of the page they came from.
 */
export const KAKAO_ALLOWED_ON = /^\/(?!admin(?:[/?]|$))/
