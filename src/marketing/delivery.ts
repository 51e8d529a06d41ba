/**
 * A digest's mail checked again as it leaves the mail queue, which sends a few mails at a time and
 * retries: after 21:00 Seoul it waits for 08:00, and a member who refused since it was queued does
 * not receive it.
 */
import type { Payload } from 'payload'
import { addDays, seoulDay, seoulHour, startOfSeoulDay } from '@/lib/seoul-days'
import type { Mail } from '@/mail/kinds'
import { daytimeInSeoul, FIRST_HOUR } from './digest-schedule'

/** 08:00 Seoul next: today's if it is still early, else tomorrow's. */
export function nextMorning(now: Date): Date {
  const day = seoulHour(now) < FIRST_HOUR ? seoulDay(now) : addDays(seoulDay(now), 1)
  return new Date(startOfSeoulDay(day).getTime() + FIRST_HOUR * 3_600_000)
}

/** 'send', 'drop' (no longer wanted), or the moment to try again. */
export async function marketingDelivery(
  payload: Payload,
  mail: Mail,
  now = new Date(),
): Promise<'send' | 'drop' | Date> {
  if (mail.kind !== 'marketing-digest') return 'send'
  if (!daytimeInSeoul(now)) return nextMorning(now)
  const { authFor } = await import('@/auth/instance')
  const { internalAdapter } = await authFor(async () => payload).$context
  const found = await internalAdapter.findUserByEmail(mail.to)
  const member = found?.user as { marketingAgreedAt?: Date | null } | undefined
  return member?.marketingAgreedAt ? 'send' : 'drop'
}
