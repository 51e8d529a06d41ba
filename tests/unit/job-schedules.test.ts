import { Cron } from 'croner'
import { describe, expect, it } from 'vitest'
import { checkLinksTask } from '@/link-check/task'
import { reconfirmMarketingTask } from '@/marketing/reconfirm'
import { destroyExpiredPersonalDataTask } from '@/privacy/retention/destroy'

/** The hour in Seoul of a schedule's next run, read as Payload reads it in the server's zone (Seoul's). */
const seoulHour = (cron: string) => {
  const next = new Cron(cron, { timezone: 'Asia/Seoul', sloppyRanges: true }).nextRun()
  return Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', hourCycle: 'h23' }).format(
      next ?? undefined,
    ),
  )
}

describe('the night jobs run when the admin says they do', () => {
  it('destroys expired personal data at 04:00 and checks links at 05:00, Seoul time', () => {
    expect(destroyExpiredPersonalDataTask.schedule.map((entry) => seoulHour(entry.cron))).toEqual([4])
    expect((checkLinksTask.schedule ?? []).map((entry) => seoulHour(entry.cron))).toEqual([5])
  })

  it('mails the two-yearly marketing reconfirmation at 10:00 Seoul, in the day', () => {
    expect((reconfirmMarketingTask.schedule ?? []).map((entry) => seoulHour(entry.cron))).toEqual([10])
  })
})
