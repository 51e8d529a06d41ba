/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
/* Changed by us: the handler is wrapped by guardPayloadRoute (src/lib/payload-bad-input.ts). */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { guardPayloadRoute } from '@/lib/payload-bad-input'

export const POST = guardPayloadRoute(GRAPHQL_POST(config))

export const OPTIONS = REST_OPTIONS(config)
