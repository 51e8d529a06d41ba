/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
/* Changed by us: serverFunction refuses a call of the wrong shape (tests/int/fuzz.int.test.ts). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'
import { z } from 'zod'
import { importMap } from './admin/importMap.js'

type Args = {
  children: React.ReactNode
}

/** What Payload's admin sends. Anyone can call this over HTTP: another shape gets null, not a 500. */
const serverFunctionCall = z.object({ name: z.string(), args: z.record(z.string(), z.unknown()).optional() })

const serverFunction: ServerFunctionClient = async (args) => {
  'use server'
  if (!serverFunctionCall.safeParse(args).success) return null
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
