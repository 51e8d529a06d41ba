import { describe, expect, it } from 'vitest'
import { nextMorning } from '@/marketing/delivery'
import { digestMail, digestSubject } from '@/marketing/digest-mail'
import { daytimeInSeoul, latestDigestMoment, nextDigestMoment, stillItsDay } from '@/marketing/digest-schedule'
import { reconfirmDue } from '@/marketing/reconfirm'
import { memberOfToken, unsubscribeAddresses, unsubscribeToken } from '@/marketing/unsubscribe'

const seoul = (moment: string) => new Date(`${moment}+09:00`)

describe('when the digest goes', () => {
  it('is due weekly on the weekday at the hour in Seoul, and monthly on the day', () => {
    // 2026-12-01 is a Tuesday.
    const weekly = { frequency: 'weekly' as const, weekday: 2, hour: 10 }
    expect(latestDigestMoment(weekly, seoul('2026-12-01T10:00:00'))).toEqual(seoul('2026-12-01T10:00:00'))
    expect(latestDigestMoment(weekly, seoul('2026-12-01T09:59:00'))).toEqual(seoul('2026-11-24T10:00:00'))
    expect(nextDigestMoment(weekly, seoul('2026-12-01T11:00:00'))).toEqual(seoul('2026-12-08T10:00:00'))
    const monthly = { frequency: 'monthly' as const, dayOfMonth: 28, hour: 9 }
    expect(latestDigestMoment(monthly, seoul('2027-02-27T12:00:00'))).toEqual(seoul('2027-01-28T09:00:00'))
    expect(nextDigestMoment(monthly, seoul('2027-01-29T12:00:00'))).toEqual(seoul('2027-02-28T09:00:00'))
    expect(latestDigestMoment({ frequency: 'off' }, new Date())).toBeNull()
  })

  it('never sends between 21:00 and 08:00 Seoul, whatever hour staff typed, and only on its own day', () => {
    expect(daytimeInSeoul(seoul('2026-12-01T20:59:00'))).toBe(true)
    expect(daytimeInSeoul(seoul('2026-12-01T21:00:00'))).toBe(false)
    expect(daytimeInSeoul(seoul('2026-12-02T07:59:00'))).toBe(false)
    expect(latestDigestMoment({ frequency: 'weekly', weekday: 2, hour: 23 }, seoul('2026-12-01T22:00:00'))).toEqual(
      seoul('2026-12-01T20:00:00'),
    )
    expect(stillItsDay(seoul('2026-12-01T10:00:00'), seoul('2026-12-02T08:00:00'))).toBe(false)
  })
})

describe('the digest mail and its refusal', () => {
  const items = [
    { kind: 'news' as const, id: 3, title: '새 매장 개점', publishedAt: '2026-11-30T01:00:00.000Z' },
    { kind: 'impact-story' as const, id: 7, title: '김사장님 이야기', publishedAt: '2026-11-29T01:00:00.000Z' },
  ]

  it('starts its subject with (광고), names the sender and carries a one-click refusal', () => {
    const refusal = unsubscribeAddresses('https://site.example', 'member-1', 'secret')
    const mail = digestMail(
      'a@example.com',
      'https://site.example',
      { siteName: '푸드임팩트', company: { name: '주식회사 푸드임팩트', phone: '02-1234-5678', address: '서울' } },
      items,
      refusal,
      '2026-01-05T00:00:00.000Z',
    )
    expect(mail.subject).toBe('(광고) [푸드임팩트] 소식지: 뉴스 1건, 임팩트 스토리 1건')
    expect(mail.text).toContain('보낸 곳: 주식회사 푸드임팩트')
    expect(mail.text).toContain('연락처: 02-1234-5678')
    expect(mail.text).toContain(refusal.page)
    expect(mail.text).toContain('https://site.example/community/impact-story/7')
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${refusal.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(digestSubject('푸드임팩트', items.slice(0, 1))).toBe('(광고) [푸드임팩트] 소식지: 뉴스 1건')
  })

  it('knows its member by a token only the site makes', () => {
    const token = unsubscribeToken('member-1', 'secret')
    expect(memberOfToken(token, 'secret')).toBe('member-1')
    expect(memberOfToken(token, 'another secret')).toBeNull()
    expect(memberOfToken(`${token.split('.')[0]}.forged`, 'secret')).toBeNull()
    expect(
      memberOfToken(unsubscribeToken('member-2', 'secret').replace(/^[^.]+/, token.split('.')[0] ?? ''), 'secret'),
    ).toBeNull()
    expect(memberOfToken('', 'secret')).toBeNull()
  })

  it('reconfirms two calendar years after the consent, or after the last reconfirmation', () => {
    const agreed = new Date('2024-12-01T01:00:00.000Z')
    expect(reconfirmDue({ marketingAgreedAt: agreed }, new Date('2026-11-30T23:00:00.000Z'))).toBe(false)
    expect(reconfirmDue({ marketingAgreedAt: agreed }, new Date('2026-12-01T01:00:00.000Z'))).toBe(true)
    expect(
      reconfirmDue(
        { marketingAgreedAt: agreed, marketingReconfirmedAt: new Date('2026-12-01T01:00:00.000Z') },
        new Date('2027-06-01T01:00:00.000Z'),
      ),
    ).toBe(false)
  })
})

describe('a digest mail leaving the queue', () => {
  it('waits for 08:00 Seoul when it would leave at night', () => {
    expect(nextMorning(seoul('2026-12-01T21:30:00'))).toEqual(seoul('2026-12-02T08:00:00'))
    expect(nextMorning(seoul('2026-12-02T03:00:00'))).toEqual(seoul('2026-12-02T08:00:00'))
  })
})
