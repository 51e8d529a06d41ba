/**
 * A member's own data as one file they can read (PIPA art. 35 열람, art. 35-2 전송 요구): the
 * account, the consents with their times and the legal texts' versions, the marketing choice, the
 * sign-in methods, the devices signed in, every inquiry with the staff's answers and the member's
 * own notes, and their correction and deletion requests. Never what is not theirs to read: staff's internal notes, the assignee, who
 * answered, password hashes or session tokens.
 *
 * Korean names throughout, the same in both formats: JSON (sections of items; lists of such) and a
 * CSV of 구분, 항목, 내용 that Excel opens (BOM, formulas neutralised as in the inquiry CSV).
 * Plain functions of what was read (src/app/api/me/data/route.ts reads it), so a unit test can
 * check a file without a database.
 */
import { consentVersionText } from '@/auth/consent-version'
import { deviceLabel } from '@/auth/device-label'
import { csvLine } from '@/inquiries/collection/csv'
import type { SubmitterView } from '@/inquiries/mine'
import { labelOf } from '@/inquiries/options'
import { submitterRows } from '@/inquiries/submitter-rows'
import { formatDateTime, isoDateInSeoul } from '@/lib/format'
import { privacyRequestKinds, privacyRequestStatuses } from './requests/options'

type When = Date | string | null | undefined

export interface OwnDataSources {
  siteName: string
  user: {
    id: string
    name: string
    email: string
    emailVerified: boolean
    createdAt: When
    phone?: string | null
    termsAgreedAt?: When
    privacyAgreedAt?: When
    ageConfirmedAt?: When
    marketingAgreedAt?: When
    marketingWithdrawnAt?: When
    marketingReconfirmedAt?: When
    consentVersion?: string | null
  }
  /** Sign-in methods: better-auth's accounts (`credential` is the e-mail and password). */
  accounts: { providerId: string; createdAt: When }[]
  providerName: (providerId: string) => string
  sessions: {
    id: string
    userAgent?: string | null
    ipAddress?: string | null
    createdAt: When
    updatedAt: When
    expiresAt: When
  }[]
  currentSessionId: string
  inquiries: SubmitterView[]
  /** Their correction and deletion requests, with the answers (src/privacy/requests). */
  privacyRequests: {
    kind: string
    detail: string
    status: string
    createdAt: string
    dueAt: string
    answer?: string | null
    handledAt?: string | null
  }[]
  now: Date
}

/** One section's items, or a list of such (a list's item may hold lists of its own: 답변). */
type Items = Record<string, string | Record<string, string>[]>
export type OwnDataFile = Record<string, Items | Items[]>

const at = (value: When) => (value ? formatDateTime(value) : '')
const given = (value: When) => (value ? `${formatDateTime(value)} 동의` : '기록 없음')

export function ownDataFile(sources: OwnDataSources): OwnDataFile {
  const { user, now } = sources
  return {
    '이 파일': {
      '만든 곳': sources.siteName,
      '내려받은 시각': `${formatDateTime(now)} (서울 시각)`,
      안내: `${sources.siteName}이(가) 회원님에 관해 보관하는 개인정보 전체입니다. 고치거나 지우고 싶은 내용은 내 정보에서 정정·삭제를 요청할 수 있습니다.`,
    },
    '회원 정보': {
      '회원 번호': user.id,
      이름: user.name,
      이메일: user.email,
      '이메일 확인': user.emailVerified ? '확인함' : '확인 전',
      휴대전화: user.phone ?? '',
      '가입 시각': at(user.createdAt),
    },
    '동의 내역': {
      이용약관: given(user.termsAgreedAt),
      '개인정보 수집·이용': given(user.privacyAgreedAt),
      '만 14세 이상 확인': given(user.ageConfirmedAt),
      '동의한 약관 버전': consentVersionText(user.consentVersion) ?? '기록 없음',
    },
    '마케팅 정보 수신': {
      상태: user.marketingAgreedAt ? '동의함' : '동의하지 않음',
      '동의 시각': at(user.marketingAgreedAt),
      '철회 시각': at(user.marketingWithdrawnAt),
      '수신 동의 재확인 안내 시각': at(user.marketingReconfirmedAt),
    },
    '로그인 수단': sources.accounts.map((account) => ({
      수단: sources.providerName(account.providerId),
      '연결 시각': at(account.createdAt),
    })),
    '로그인한 기기': sources.sessions.map((session) => ({
      기기: deviceLabel(session.userAgent),
      '브라우저 정보': session.userAgent ?? '',
      'IP 주소': session.ipAddress ?? '',
      '로그인 시각': at(session.createdAt),
      '마지막 사용': at(session.updatedAt),
      '만료 시각': at(session.expiresAt),
      '이 파일을 내려받은 기기': session.id === sources.currentSessionId ? '예' : '아니요',
    })),
    문의: sources.inquiries.map((inquiry) => ({
      '접수 번호': inquiry.referenceNumber,
      ...Object.fromEntries(submitterRows(inquiry)),
      '문의 내용': inquiry.message,
      '개인정보 수집·이용 동의': inquiry.privacyConsentAt
        ? `${at(inquiry.privacyConsentAt)} 동의 (안내문 ${inquiry.privacyNoticeVersion ?? '버전 기록 없음'})`
        : '기록 없음',
      '민감정보 처리 동의': inquiry.sensitiveConsentAt
        ? `${at(inquiry.sensitiveConsentAt)} 동의 (안내문 ${inquiry.sensitiveNoticeVersion ?? '버전 기록 없음'})`
        : '동의하지 않음',
      답변: (inquiry.answers ?? []).map((answer) => ({ 시각: at(answer.writtenAt), 내용: answer.text })),
      '내가 남긴 메모': (inquiry.memberNotes ?? []).map((note) => ({ 시각: at(note.writtenAt), 내용: note.text })),
    })),
    '개인정보 정정·삭제 요청': sources.privacyRequests.map((request) => ({
      종류: labelOf(privacyRequestKinds, request.kind),
      '보낸 시각': at(request.createdAt),
      '요청 내용': request.detail,
      상태: labelOf(privacyRequestStatuses, request.status),
      '처리 기한': at(request.dueAt),
      '처리 시각': at(request.handledAt),
      '처리 결과': request.answer ?? '',
    })),
  }
}

/** The file as JSON, indented for a person to read. */
export const ownDataJson = (file: OwnDataFile) => `${JSON.stringify(file, null, 2)}\n`

/**
 * The file as a CSV of 구분, 항목, 내용: a list's items numbered (문의 1, 문의 2), a list inside an
 * item flattened into its items (답변 1 내용); an empty list one row reading 없음.
 */
export function ownDataCsv(file: OwnDataFile): string {
  const lines = ['\uFEFF', csvLine(['구분', '항목', '내용'])]
  const items = (section: string, entries: Items) => {
    for (const [name, value] of Object.entries(entries)) {
      if (typeof value === 'string') lines.push(csvLine([section, name, value]))
      else if (value.length === 0) lines.push(csvLine([section, name, '없음']))
      else
        value.forEach((inner, index) => {
          for (const [innerName, text] of Object.entries(inner))
            lines.push(csvLine([section, `${name} ${index + 1} ${innerName}`, text]))
        })
    }
  }
  for (const [section, value] of Object.entries(file)) {
    if (!Array.isArray(value)) items(section, value)
    else if (value.length === 0) lines.push(csvLine([section, '', '없음']))
    else
      value.forEach((entries, index) => {
        items(`${section} ${index + 1}`, entries)
      })
  }
  return lines.join('')
}

export type OwnDataFormat = 'json' | 'csv'

/** `attachment; filename="my-data-2026-11-29.csv"; filename*=UTF-8''내-정보-2026-11-29.csv`, the day in Seoul. */
export function ownDataContentDisposition(format: OwnDataFormat, now: Date) {
  const day = isoDateInSeoul(now)
  return `attachment; filename="my-data-${day}.${format}"; filename*=UTF-8''${encodeURIComponent(`내-정보-${day}.${format}`)}`
}
