import type { CollectionBeforeChangeHook } from 'payload'

type Status = 'new' | 'in-review' | 'answered' | 'closed'
type HistoryEntry = { from?: Status | null; to?: Status | null; changedBy?: number | null; changedAt?: string | null }
type Note = { text?: string; author?: number | null; writtenAt?: string | null }

const editorId = (user: unknown) =>
  (user as { collection?: string; id?: number } | null)?.collection === 'users' ? (user as { id: number }).id : null

/**
 * Every status change leaves a line: from, to, who, when. The history is rebuilt from the stored
 * one on each update, so nobody can rewrite it through the admin or the API.
 */
export const recordStatusChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const history: HistoryEntry[] = [...((originalDoc.statusHistory as HistoryEntry[] | undefined) ?? [])]
  if (!data.status || data.status === originalDoc.status) return { ...data, statusHistory: history }
  history.push({
    from: originalDoc.status,
    to: data.status,
    changedBy: editorId(req.user),
    changedAt: new Date().toISOString(),
  })
  return { ...data, statusHistory: history }
}

/** A note keeps who wrote it and when; the admin only asks for the text. */
export const recordNotesAuthor: CollectionBeforeChangeHook = ({ data, req }) => {
  if (!Array.isArray(data.notes)) return data
  const notes = (data.notes as Note[]).map((note) =>
    note.writtenAt ? note : { ...note, author: editorId(req.user), writtenAt: new Date().toISOString() },
  )
  return { ...data, notes }
}
