/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
/* Changed by us: serverFunction refuses a call of the wrong shape, and a call from no signed-in
   editor answers 404, not 500 (tests/int/fuzz.int.test.ts). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getPayload, type ServerFunctionClient } from 'payload'
import type React from 'react'
import { z } from 'zod'
import { importMap } from './admin/importMap.js'

type Args = {
  children: React.ReactNode
}

/** What Payload's admin sends. Anyone can call this over HTTP: another shape gets null, not a 500. */
const serverFunctionCall = z.object({ name: z.string(), args: z.record(z.string(), z.unknown()).optional() })

/**
 * A call from no signed-in editor, once an editor exists: Payload refuses it by throwing (or, in
 * some of its functions, fails on the missing user), and Next answers any throw with 500. Before
 * the first editor exists, the admin's create-first-user form calls these as a guest.
 */
async function isGuestCall(): Promise<boolean> {
  const payload = await getPayload({ config, importMap })
  const { user } = await payload.auth({ headers: await headers() })
  if (user) return false
  return (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs > 0
}

const serverFunction: ServerFunctionClient = async (args) => {
  'use server'
  if (!serverFunctionCall.safeParse(args).success) return null
  // 404 (the call's promise still rejects in the caller, as before); returning a value instead
  // would look like a result to the admin's code.
  if (await isGuestCall()) notFound()
  return handleServerFunctions({
    ...args,
    config,
    importMap,
  })
}

const Layout = ({ children }: Args) => (
  <RootLayout config={config} htmlProps={{ lang: 'ko' }} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
