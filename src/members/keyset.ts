/**
 * Reading every member a page at a time through better-auth's adapter, for the jobs that mail them
 * (legal notice, digest, reconfirmation): pages by id, each after the last id read, so a member
 * who withdraws, leaves or changes meanwhile moves no one else out of a page (as an offset would).
 */
export const afterMember = (last?: { id: string }) =>
  last ? [{ field: 'id', operator: 'gt' as const, value: last.id }] : []

export const byMemberId = { field: 'id', direction: 'asc' } as const
