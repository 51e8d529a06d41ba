import { describe, expect, it } from 'vitest'
import { drawerDateInSiteFormat } from '@/components/admin/KoreanAdminFixes'

describe('the 게시 예약 drawer’s dates', () => {
  it('read yyyy.MM.dd HH:mm, with the hour of a 24-hour clock', () => {
    expect(drawerDateInSiteFormat('11월 29, 2026 5:13 오전')).toBe('2026.11.29 05:13')
    expect(drawerDateInSiteFormat('1월 2, 2027 12:05 오전')).toBe('2027.01.02 00:05')
    expect(drawerDateInSiteFormat('12월 31, 2026 12:30 오후')).toBe('2026.12.31 12:30')
    expect(drawerDateInSiteFormat('예약: 3월 1, 2027 9:00 오후 게시')).toBe('예약: 2027.03.01 21:00 게시')
  })

  it('leave other text as it is', () => {
    expect(drawerDateInSiteFormat('11월 소식')).toBe('11월 소식')
  })
})
