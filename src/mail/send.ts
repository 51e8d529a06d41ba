import 'server-only'
import { getPayloadClient } from '@/lib/payload'
import type { Mail } from './kinds'
import { queueMailWith } from './queue'

/** Queues a mail on this process's Payload (see queueMailWith). */
export async function queueMail(mail: Mail): Promise<void> {
  await queueMailWith(await getPayloadClient(), mail)
}
