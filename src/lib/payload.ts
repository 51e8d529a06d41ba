import 'server-only'
import config from '@payload-config'
import { getPayload } from 'payload'

/** The one Payload instance of this process (Payload caches it across calls). */
export const getPayloadClient = () => getPayload({ config })
