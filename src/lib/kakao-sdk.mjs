/**
 * Kakao's JavaScript SDK on Kakao's CDN, with the integrity hash Kakao publishes for this version:
 * the browser refuses a changed file. 카카오톡 공유 loads it (src/community/kakao-share.ts), and the
 * Content-Security-Policy allows this one file only when KAKAO_JAVASCRIPT_KEY is set
 * (src/server/steps/script-nonces.mjs). Plain JavaScript: the web server imports it too.
 */
export const KAKAO_SDK = {
  src: 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js',
  integrity: 'sha384-TiCUE00h649CAMonG018J2ujOgDKW/kVWlChEuu4jK2vxfAAD0eZxzCKakxg55G4',
}
