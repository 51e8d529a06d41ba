/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
/* Changed by us: each handler is wrapped by guardPayloadRoute (src/lib/payload-bad-input.ts; docs/adr/0046). */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'
import { guardPayloadRoute } from '@/lib/payload-bad-input'

export const GET = guardPayloadRoute(REST_GET(config))
export const POST = guardPayloadRoute(REST_POST(config))
export const DELETE = guardPayloadRoute(REST_DELETE(config))
export const PATCH = guardPayloadRoute(REST_PATCH(config))
export const PUT = guardPayloadRoute(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
