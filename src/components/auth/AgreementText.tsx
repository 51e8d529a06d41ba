import Link from 'next/link'
import styles from './auth.module.css'

export type AgreementDoc = 'terms' | 'privacy' | 'marketing' | 'age14'

/**
 * The text behind one sign-up agreement. For now a disclosure (with the full document one link
 * away); when the site shell's modal store lands, this is the one place to switch to
 * `open('term', { doc })`.
 */
export function AgreementText({ doc }: { doc: AgreementDoc }) {
  const summary = <summary>내용 보기</summary>
  switch (doc) {
    case 'terms':
      return (
        <details>
          {summary}
          <p>회원 가입, 교육 프로그램과 회원 전용 콘텐츠 이용, 회원 탈퇴에 관한 조건을 정합니다.</p>
          <p>
            <Link href="/legal/terms" target="_blank" rel="noopener">
              이용약관 전문 보기 (새 창)
            </Link>
          </p>
        </details>
      )
    case 'privacy':
      return (
        <details>
          {summary}
          <dl>
            <dt>수집 항목</dt>
            <dd>이름, 이메일, 휴대폰 번호, 비밀번호(암호화 저장), 접속 기록(IP 주소, 브라우저 정보)</dd>
            <dt>이용 목적</dt>
            <dd>회원 식별과 로그인, 아이디·비밀번호 찾기, 교육 프로그램 안내, 문의 응대</dd>
            <dt>보유 기간</dt>
            <dd>회원 탈퇴 시까지 (관련 법령이 정한 기간 동안은 보관)</dd>
          </dl>
          <p>동의를 거부할 수 있으나, 거부하면 회원 가입을 할 수 없습니다.</p>
          <p>
            <Link href="/legal/privacy" target="_blank" rel="noopener">
              개인정보처리방침 전문 보기 (새 창)
            </Link>
          </p>
        </details>
      )
    case 'marketing':
      return (
        <details>
          {summary}
          <p>
            새 교육 과정, 행사, 창업 지원 소식을 이메일과 문자로 보내 드립니다. 동의하지 않아도 가입할 수 있으며, 내
            정보에서 언제든 철회할 수 있습니다.
          </p>
        </details>
      )
    case 'age14':
      return <p className={styles.hint}>만 14세 미만은 법정대리인 동의 절차가 없어 가입할 수 없습니다.</p>
  }
}
