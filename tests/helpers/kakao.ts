/** The Kakao JavaScript key the e2e site runs with: well formed, registered nowhere. */
export const E2E_KAKAO_KEY = '0123456789abcdef0123456789abcdef'
