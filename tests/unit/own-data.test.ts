import { describe, expect, it } from 'vitest'
import type { SubmitterView } from '@/inquiries/mine'
import { type OwnDataSources, ownDataContentDisposition, ownDataCsv, ownDataFile } from '@/privacy/own-data'

const sources = (overrides: Partial<OwnDataSources> = {}): OwnDataSources => ({
  siteName: '푸드임팩트',
  user: {
    id: 'u1',
    name: '김하늘',
    email: 'haneul@example.com',
    emailVerified: true,
    createdAt: '2026-11-01T01:00:00Z',
    phone: '010-1234-5678',
    termsAgreedAt: '2026-11-01T01:00:00Z',
    privacyAgreedAt: '2026-11-01T01:00:00Z',
    ageConfirmedAt: '2026-11-01T01:00:00Z',
    marketingAgreedAt: null,
    marketingWithdrawnAt: '2026-11-20T03:00:00Z',
    consentVersion: 'terms=2026-03-01;privacy=2026-09-01',
  },
  accounts: [{ providerId: 'credential', createdAt: '2026-11-01T01:00:00Z' }],
  providerName: (id) => (id === 'credential' ? '이메일과 비밀번호' : id),
  sessions: [
    {
      id: 's1',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/130',
      ipAddress: '203.0.113.7',
      createdAt: '2026-11-29T05:00:00Z',
      updatedAt: '2026-11-29T05:10:00Z',
      expiresAt: '2026-12-29T05:00:00Z',
    },
  ],
  currentSessionId: 's1',
  inquiries: [
    {
      referenceNumber: 'G-1',
      kind: 'general',
      status: 'answered',
      createdAt: '2026-11-02T00:00:00Z',
      name: '김하늘',
      phone: '010-1234-5678',
      email: 'haneul@example.com',
      message: '+첫 줄\n둘째 줄',
      contactMethods: ['email'],
      topic: 'other',
      privacyConsentAt: '2026-11-02T00:00:00Z',
      privacyNoticeVersion: '2026-11-01',
      answers: [{ text: '답변드립니다.', writtenAt: '2026-11-03T00:00:00Z' }],
      memberNotes: [],
    } as unknown as SubmitterView,
  ],
  privacyRequests: [
    {
      kind: 'correct',
      detail: '이름을 고쳐 주세요.',
      status: 'done',
      createdAt: '2026-11-10T00:00:00Z',
      dueAt: '2026-11-20T00:00:00Z',
      answer: '고쳤습니다.',
      handledAt: '2026-11-12T00:00:00Z',
    },
  ],
  now: new Date('2026-11-29T06:00:00Z'),
  ...overrides,
})

describe("a member's own-data file", () => {
  it('names everything in Korean, in Seoul time, and leaves out what the member left empty', () => {
    const file = ownDataFile(sources())
    expect(file['이 파일']).toMatchObject({ '내려받은 시각': '2026.11.29 15:00 (서울 시각)' })
    expect(file['동의 내역']).toMatchObject({
      이용약관: '2026.11.01 10:00 동의',
      '동의한 약관 버전': '이용약관 2026.03.01, 개인정보처리방침 2026.09.01',
    })
    expect(file['마케팅 정보 수신']).toEqual({
      상태: '동의하지 않음',
      '동의 시각': '',
      '철회 시각': '2026.11.20 12:00',
      '수신 동의 재확인 안내 시각': '',
    })
    expect(file['로그인한 기기']).toEqual([
      expect.objectContaining({ 기기: 'Chrome · Windows', '이 파일을 내려받은 기기': '예' }),
    ])
    const [inquiry] = file.문의 as Record<string, unknown>[]
    expect(inquiry).toMatchObject({ '접수 번호': 'G-1', 상태: expect.any(String), '문의 내용': '+첫 줄\n둘째 줄' })
    expect(inquiry).not.toHaveProperty('회사 이름')
    expect(inquiry).toMatchObject({
      '개인정보 수집·이용 동의': '2026.11.02 09:00 동의 (안내문 2026-11-01)',
      '민감정보 처리 동의': '동의하지 않음',
    })
    expect(inquiry?.답변).toEqual([{ 시각: '2026.11.03 09:00', 내용: '답변드립니다.' }])
    expect(file['개인정보 정정·삭제 요청']).toEqual([
      {
        종류: '정정',
        '보낸 시각': '2026.11.10 09:00',
        '요청 내용': '이름을 고쳐 주세요.',
        상태: '처리 완료',
        '처리 기한': '2026.11.20 09:00',
        '처리 시각': '2026.11.12 09:00',
        '처리 결과': '고쳤습니다.',
      },
    ])
  })

  it('is a CSV of 구분, 항목, 내용 with lists numbered, empty lists as 없음 and formulas neutralised', () => {
    const csv = ownDataCsv(ownDataFile(sources({ accounts: [] })))
    expect(csv.startsWith('\uFEFF"구분","항목","내용"\r\n')).toBe(true)
    expect(csv).toContain('"로그인 수단","","없음"\r\n')
    expect(csv).toContain('"문의 1","답변 1 내용","답변드립니다."\r\n')
    expect(csv).toContain('"문의 1","내가 남긴 메모","없음"\r\n')
    expect(csv).toContain(`"문의 1","문의 내용","'+첫 줄\n둘째 줄"\r\n`)
  })

  it('is offered under a Korean file name with an ASCII one beside it, dated in Seoul', () => {
    expect(ownDataContentDisposition('csv', new Date('2026-11-29T16:00:00Z'))).toBe(
      `attachment; filename="my-data-2026-11-30.csv"; filename*=UTF-8''${encodeURIComponent('내-정보-2026-11-30.csv')}`,
    )
  })
})
