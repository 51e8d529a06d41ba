/**
 * How long each kind of personal data the site holds is kept, and why (PIPA art. 21: destroyed
 * without delay once its period ends). One table: the daily destruction job (destroy.ts) applies
 * it, the destruction records name its rules, and the privacy policy's seed and README list it.
 */

import { UNVERIFIED_ACCOUNT_DAYS } from '@/members/unverified'

export const retentionRules = [
  {
    id: 'inquiries',
    label: '문의와 첨부 파일(민감정보 포함)',
    period: '마지막 상태 변경 후 3년 (보존 연장 중인 문의는 해제될 때까지)',
    years: 3,
    basis: '「전자상거래 등에서의 소비자보호에 관한 법률」 시행령 제6조: 소비자의 불만 또는 분쟁 처리에 관한 기록 3년',
  },
  {
    id: 'unverified-accounts',
    label: '이메일을 인증하지 않은 가입 계정',
    period: '가입 후 7일',
    days: UNVERIFIED_ACCOUNT_DAYS,
    basis: '처리 목적(회원 가입)이 이루어지지 않음: 「개인정보 보호법」 제21조',
  },
  {
    id: 'outbox',
    label: '보낸 메일 기록',
    period: '보낸 후 90일',
    days: 90,
    basis: '발송 확인과 재발송에 필요한 기간 (회사 방침)',
  },
  {
    id: 'digest-deliveries',
    label: '소식지를 받은 회원 기록',
    period: '보낸 후 1년',
    years: 1,
    basis: '같은 소식지를 두 번 보내지 않고 수신 거부 문의에 답하는 데 필요한 기간 (회사 방침)',
  },
  {
    id: 'page-views',
    label: '페이지 조회 기록(세션 ID, 기기 종류, 유입 사이트)',
    period: '조회 후 1년',
    years: 1,
    basis: '방문 통계 (회사 방침)',
  },
  {
    id: 'member-actions',
    label: '회원 관리 기록',
    period: '기록 후 2년',
    years: 2,
    basis: '「개인정보의 안전성 확보조치 기준」 제8조: 민감정보를 처리하는 경우 접속기록 2년 이상',
  },
  {
    id: 'export-logs',
    label: '문의 내보내기 기록',
    period: '기록 후 2년',
    years: 2,
    basis: '「개인정보의 안전성 확보조치 기준」 제8조: 민감정보를 처리하는 경우 접속기록 2년 이상',
  },
  {
    id: 'privacy-requests',
    label: '개인정보 정정·삭제 요청',
    period: '처리 후 3년',
    years: 3,
    basis: '정보주체의 권리 행사와 그 처리에 관한 기록 (회사 방침)',
  },
] as const

export type RetentionRuleId = (typeof retentionRules)[number]['id']

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The moment before which data of the rule is past its period, `now` given: days as 24 hours,
 * years as calendar years (a period across 29 February is not a day short of the law's years).
 */
export function retentionCutoff(rule: { days?: number; years?: number }, now: Date): Date {
  if (rule.years) {
    const cutoff = new Date(now)
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - rule.years)
    return cutoff
  }
  return new Date(now.getTime() - (rule.days ?? 0) * DAY_MS)
}

/** The rules as the privacy policy and the admin state them: "문의와 첨부 파일: 마지막 상태 변경 후 3년 (근거)". */
export const retentionLines = () => retentionRules.map((rule) => `${rule.label}: ${rule.period} — ${rule.basis}`)
