'use client'
import { openModal } from '@/stores/modal'

export type AgreementDoc = 'terms' | 'privacy' | 'marketing' | 'age14'

/** The personal-data collection notice of sign-up (what, why, how long: PIPA art. 15). */
export const SIGNUP_COLLECTION_NOTICE = `수집 항목: 이름, 이메일, 휴대폰 번호, 비밀번호(암호화 저장), 접속 기록(IP 주소, 브라우저 정보)
이용 목적: 회원 식별과 로그인, 아이디·비밀번호 찾기, 교육 프로그램 안내, 문의 응대
보유 기간: 회원 탈퇴 시까지 (관련 법령이 정한 기간 동안은 보관)

동의를 거부할 수 있으나, 거부하면 회원 가입을 할 수 없습니다. 자세한 내용은 개인정보처리방침을 따릅니다.`

const MARKETING_TEXT = `새 교육 과정, 행사, 창업 지원 소식을 이메일과 문자로 보내 드립니다.
동의하지 않아도 가입할 수 있으며, 내 정보에서 언제든 철회할 수 있습니다.`

const texts = {
  terms: { title: '이용약관', doc: 'terms' },
  privacy: { title: '개인정보 수집·이용 동의', body: SIGNUP_COLLECTION_NOTICE },
  marketing: { title: '마케팅 정보 수신 동의', body: MARKETING_TEXT },
} as const

/**
 * The text behind one sign-up agreement, read in the `term` modal. The terms come
 * from the CMS; the full privacy policy stays one link away in the footer and the notice.
 */
export function AgreementText({ doc }: { doc: AgreementDoc }) {
  if (doc === 'age14') {
    return <p className="form-hint">만 14세 미만은 법정대리인 동의 절차가 없어 가입할 수 없습니다.</p>
  }
  const text = texts[doc]
  return (
    <button type="button" className="auth-term-button" onClick={() => void openModal('term', text)}>
      {text.title} 내용 보기
    </button>
  )
}
