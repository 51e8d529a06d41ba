/**
 * What one request to Payload's REST API may ask of the database (the same class of hole as
 * GraphQL's aliases, ADR 0009). Payload runs any number of `where` conditions (qs parses up to
 * 1000 per list), each path through a relationship joining its table once more, with any `limit`
 * and `depth`: one guest request of 1000 conditions on `cover.filename` joined `media` 1000 times,
 * held a server process for 3.7 s and ended in a 500. Refused with a 400 before any SQL runs:
 *  - more than 30 conditions, or more than 5 through a relationship (for everyone: the admin's
 *    filters and search send a handful);
 *  - for guests: a page of more than 100 documents (or `limit=0`, all of them), or relationships
 *    populated more than 2 levels deep. The site reads through the Local API, which this leaves
 *    alone; the admin and live preview carry a staff session.
 */
import { APIError, type CollectionBeforeOperationHook, type Plugin } from 'payload'
import { validOperatorSet } from 'payload/shared'

export const MAX_CONDITIONS = 30
export const MAX_JOINED_CONDITIONS = 5
export const GUEST_MAX_LIMIT = 100
export const GUEST_MAX_DEPTH = 2

const LOGIC = new Set(['and', 'or', 'AND', 'OR'])

/** Conditions of a parsed `where`: each field path with its operators, and whether the path crosses a relationship. */
export function conditionsOf(where: unknown): { count: number; joined: number } {
  let count = 0
  let joined = 0
  const pending: { value: unknown; path: string[] }[] = [{ value: where, path: [] }]
  while (pending.length > 0) {
    const { value, path } = pending.pop() as { value: unknown; path: string[] }
    if (!value || typeof value !== 'object') continue
    for (const [key, child] of Object.entries(value)) {
      if (LOGIC.has(key)) {
        for (const item of Array.isArray(child) ? child : Object.values(child ?? {}))
          pending.push({ value: item, path })
      } else if (validOperatorSet.has(key as never)) {
        count += 1
        if (path.length > 1 || path.some((segment) => segment.includes('.'))) joined += 1
      } else pending.push({ value: child, path: [...path, key] })
    }
  }
  return { count, joined }
}

const refuse = (message: string) => new APIError(message, 400, null, true)

function check(args: { where?: unknown; limit?: unknown; depth?: unknown }, guest: boolean) {
  const { count, joined } = conditionsOf(args.where)
  if (count > MAX_CONDITIONS) throw refuse(`검색 조건은 ${MAX_CONDITIONS}개까지 쓸 수 있습니다.`)
  if (joined > MAX_JOINED_CONDITIONS) {
    throw refuse(`연결된 항목을 거치는 검색 조건은 ${MAX_JOINED_CONDITIONS}개까지 쓸 수 있습니다.`)
  }
  if (!guest) return
  const limit = args.limit === undefined ? undefined : Number(args.limit)
  if (limit !== undefined && !(limit >= 1 && limit <= GUEST_MAX_LIMIT)) {
    throw refuse(`한 번에 ${GUEST_MAX_LIMIT}개까지 볼 수 있습니다.`)
  }
  const depth = args.depth === undefined ? undefined : Number(args.depth)
  if (depth !== undefined && !(depth >= 0 && depth <= GUEST_MAX_DEPTH)) {
    throw refuse(`연결된 항목은 ${GUEST_MAX_DEPTH}단계까지 볼 수 있습니다.`)
  }
}

const withinBudget: CollectionBeforeOperationHook = ({ args, req }) => {
  if (req.payloadAPI === 'REST') check(args as Parameters<typeof check>[0], !req.user)
  return args
}

/** Adds the budget first in every collection's beforeOperation. */
export const restQueryBudget: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [withinBudget, ...(collection.hooks?.beforeOperation ?? [])] },
  })),
})
