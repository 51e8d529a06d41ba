/**
 * Accounts made by an e-mail sign-up whose address was never confirmed are removed
 * UNVERIFIED_ACCOUNT_DAYS after the sign-up: nobody can sign in to them, and anyone could make them
 * with another person's address and name. Through better-auth's own adapter (the account's
 * sessions, sign-in methods and row, as a deletion by staff), never SQL into its schema. Run by
 * the daily destruction job (src/privacy/retention/destroy.ts).
 */
export const UNVERIFIED_ACCOUNT_DAYS = 7
/** Accounts read per query. */
const BATCH = 200

type Where = { field: string; value: string | boolean | Date; operator?: 'lt' }
/** What of better-auth's context this needs (`(await authFor(…).$context)`). */
export interface AccountsContext {
  adapter: {
    findMany: <T>(query: {
      model: 'user'
      where: Where[]
      limit: number
      offset: number
      sortBy: { field: string; direction: 'asc' }
      select: string[]
    }) => Promise<T[]>
  }
  internalAdapter: {
    findUserById: (id: string) => Promise<{ emailVerified: boolean } | null>
    findAccounts: (userId: string) => Promise<{ providerId: string }[]>
    deleteUser: (id: string) => Promise<void>
  }
}

/** Removes the unconfirmed e-mail accounts made before `now` less the limit; returns how many. */
export async function removeUnverifiedAccounts(context: AccountsContext, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNVERIFIED_ACCOUNT_DAYS * 24 * 60 * 60 * 1000)
  let removed = 0
  // Accounts kept stay in the query's answer: the next page starts after them.
  let kept = 0
  for (;;) {
    const users = await context.adapter.findMany<{ id: string }>({
      model: 'user',
      where: [
        { field: 'emailVerified', value: false },
        { field: 'createdAt', value: before, operator: 'lt' },
      ],
      limit: BATCH,
      offset: kept,
      sortBy: { field: 'createdAt', direction: 'asc' },
      // The sort's column is selected too: the adapter orders the selected columns.
      select: ['id', 'createdAt'],
    })
    if (users.length === 0) return removed
    for (const { id } of users) {
      const accounts = await context.internalAdapter.findAccounts(id)
      // A social sign-in is a member who signs in (Naver never reports an address as confirmed).
      const social = accounts.some((account) => account.providerId !== 'credential')
      // Confirmed since the query: kept.
      const current = social ? null : await context.internalAdapter.findUserById(id)
      if (social || !current || current.emailVerified) {
        kept += 1
        continue
      }
      await context.internalAdapter.deleteUser(id)
      removed += 1
    }
  }
}
