import { describe, expect, it } from 'vitest'
import { csvCell, csvContentDisposition, csvRow, INQUIRY_COLUMNS } from '@/inquiries/collection/csv'
import type { Inquiry } from '@/payload-types'

describe('inquiry CSV', () => {
  it('neutralises formula signs typed full-width or small (＝ ＋ － ＠ as = + - @)', () => {
    for (const start of ['\uFF1D', '\uFF0B', '\uFF0D', '\uFF20', '\uFE66', '\uFE62', '\uFE63', '\uFE6B']) {
      expect(csvCell(`${start}HYPERLINK("https://evil.example")`)).toBe(
        `"'${start}HYPERLINK(""https://evil.example"")"`,
      )
    }
    expect(csvCell('김＝하늘')).toBe('"김＝하늘"')
  })

  it('quotes every cell and neutralises formula-looking ones', () => {
    expect(csvCell('김하늘')).toBe('"김하늘"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`)).toBe(`"'${start}1"`)
    expect(csvCell(null)).toBe('""')
    expect(csvCell('1+1=2')).toBe('"1+1=2"')
    expect(csvCell(0)).toBe('"0"')
  })

  it('writes times in Seoul, whatever the server zone, as the admin writes them', () => {
    const [, receivedAt] = INQUIRY_COLUMNS[1] as (typeof INQUIRY_COLUMNS)[number]
    expect(receivedAt({ createdAt: '2026-11-24T15:30:00Z' } as never, () => undefined)).toBe('2026.11.25 00:30')
  })

  it('names the file in Korean with an ASCII fallback, dated in Seoul', () => {
    expect(csvContentDisposition(new Date('2026-11-24T15:30:00Z'))).toBe(
      `attachment; filename="inquiries-2026-11-25.csv"; filename*=UTF-8''%EB%AC%B8%EC%9D%98-2026-11-25.csv`,
    )
  })

  it('writes one CRLF-terminated row per inquiry with labels, staff names and the history', () => {
    const inquiry = {
      id: 1,
      referenceNumber: 'Q261125-ABCDE',
      kind: 'impact',
      status: 'answered',
      assignee: 7,
      name: '김하늘',
      phone: '010-1234-5678',
      email: 'a@example.com',
      message: '첫 줄\n둘째 줄',
      contactMethods: ['sms', 'email'],
      textOnly: true,
      interpreter: false,
      applicantGroup: 'hearing',
      region: 'busan',
      businessStage: 'preparing',
      notes: [{ text: '메모' }],
      memberNotes: [{ text: '추가로 알려 드립니다', writtenAt: '2026-11-25T06:30:00Z' }],
      sensitiveConsentAt: '2026-11-25T04:59:00Z',
      statusHistory: [
        { from: 'new', to: 'in-review', changedBy: 7, changedAt: '2026-11-25T05:03:00Z' },
        { from: 'in-review', to: 'answered', changedBy: 8, changedAt: '2026-11-25T06:00:00Z' },
      ],
      idempotencyKey: 'k',
      createdAt: '2026-11-25T05:00:00Z',
      updatedAt: '2026-11-25T05:00:00Z',
    } as Inquiry
    const staff = new Map([
      [7, { name: '홍길동', email: 'hong@example.com' }],
      [8, { name: '', email: 'kim@example.com' }],
    ])
    const row = csvRow(inquiry, (id) => staff.get(id))
    expect(row.endsWith('\r\n')).toBe(true)
    const values = Object.fromEntries(
      INQUIRY_COLUMNS.map(([header, value]) => [header, value(inquiry, (id) => staff.get(id))]),
    )
    expect(values).toMatchObject({
      '접수 시각': '2026.11.25 14:00',
      종류: '임팩트 창업',
      상태: '답변 완료',
      담당자: '홍길동',
      '지원 대상': '청각장애 창업자',
      '창업 희망 지역': '부산',
      '창업 단계': '창업 준비 중',
      '연락 방법': '문자 메시지, 이메일',
      '문자·이메일로만 연락': '예',
      '수어 통역 요청': '아니요',
      '민감정보 처리 동의 시각': '2026.11.25 13:59',
      '메모 수': 1,
      '문의한 분의 메모 수': 1,
      '상태 변경 이력':
        '2026.11.25 14:03 새 문의→검토 중 (홍길동)\n2026.11.25 15:00 검토 중→답변 완료 (kim@example.com)',
      '문의 내용': '첫 줄\n둘째 줄',
    })
    expect(values['회사 이름']).toBeUndefined()
    expect(csvRow({ ...inquiry, assignee: 99 }, () => undefined)).toContain('"삭제된 계정 (ID 99)"')
  })
})
