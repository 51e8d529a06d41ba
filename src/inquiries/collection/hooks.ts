import { APIError, type CollectionBeforeChangeHook } from 'payload'

type Status = 'new' | 'in-review' | 'answered' | 'closed'
type HistoryEntry = { from?: Status | null; to?: Status | null; changedBy?: number | null; changedAt?: string | null }
type Note = { id?: string | null; text?: string; author?: number | null; writtenAt?: string | null }

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
  const changedAt = new Date().toISOString()
  history.push({ from: originalDoc.status, to: data.status, changedBy: editorId(req.user), changedAt })
  // The inquiry's retention counts from here (src/privacy/retention/rules.ts).
  return { ...data, statusHistory: history, statusChangedAt: changedAt }
}

/**
 * Internal notes are append-only: a stored note keeps its text under its author's name, so nobody
 * rewrites or removes a colleague's words (they would still read as the colleague's). A save that
 * changes or drops one is refused; new notes are added after the stored ones.
 */
export const keepNotesAppendOnly: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc || !Array.isArray(data.notes)) return data
  const stored = ((originalDoc.notes as Note[] | undefined) ?? []).filter((note) => note.id)
  const sent = new Map((data.notes as Note[]).filter((note) => note.id).map((note) => [note.id, note]))
  const changed = stored.some((note) => sent.get(note.id)?.text !== note.text)
  if (changed) {
    const message = '저장된 메모는 고치거나 지울 수 없습니다. 바로잡을 내용은 새 메모로 남겨 주세요.'
    throw new APIError(message, 400, { errors: [{ path: 'notes', message }] }, true)
  }
  const storedIds = new Set(stored.map((note) => note.id))
  const added = (data.notes as Note[]).filter((note) => !note.id || !storedIds.has(note.id))
  return { ...data, notes: [...stored, ...added] }
}

/** A note keeps who wrote it and when; the admin only asks for the text. */
export const recordNotesAuthor: CollectionBeforeChangeHook = ({ data, req }) => {
  if (!Array.isArray(data.notes)) return data
  const notes = (data.notes as Note[]).map((note) =>
    note.writtenAt ? note : { ...note, author: editorId(req.user), writtenAt: new Date().toISOString() },
  )
  return { ...data, notes }
}
