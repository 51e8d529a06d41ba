/**
 * Payload's side of the Unicode hygiene (src/lib/text.ts): whatever staff type or paste into any
 * collection or global (titles, names, rich text, notes) is stored as NFC without hidden
 * characters, so the site's search, the admin's search and the members' find-ID compare alike.
 */
import type { CollectionBeforeValidateHook, GlobalBeforeValidateHook, Plugin } from 'payload'
import { normalizeStrings } from './text'

/** Typed secrets are compared as typed: never rewritten. */
const SECRETS = new Set(['password', 'confirm-password', 'confirmPassword'])

const normalizeData = <T>({ data }: { data?: T }): T | undefined => (data ? normalizeStrings(data, SECRETS) : data)
const collectionHook: CollectionBeforeValidateHook = normalizeData
const globalHook: GlobalBeforeValidateHook = normalizeData

/** Adds the normalising hook first in every collection's and global's beforeValidate. */
export const normalizedText: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeValidate: [collectionHook, ...(collection.hooks?.beforeValidate ?? [])] },
  })),
  globals: config.globals?.map((global) => ({
    ...global,
    hooks: { ...global.hooks, beforeValidate: [globalHook, ...(global.hooks?.beforeValidate ?? [])] },
  })),
})
