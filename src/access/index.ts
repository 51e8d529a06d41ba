import type { Access, FieldAccess, Where } from 'payload'
import { publishedNow } from '@/community/scheduling'

/** Roles of CMS editors (Payload's `users` collection). Site members live in better-auth. */
export const editorRoles = ['admin', 'editor'] as const
export type EditorRole = (typeof editorRoles)[number]

type MaybeEditor = { collection?: string; role?: string | null } | null | undefined

export const isEditorUser = (user: MaybeEditor): boolean =>
  user?.collection === 'users' && editorRoles.includes(user.role as EditorRole)

export const isAdminUser = (user: MaybeEditor): boolean => user?.collection === 'users' && user.role === 'admin'

export const anyone: Access = () => true
export const editors: Access = ({ req }) => isEditorUser(req.user)
export const admins: Access = ({ req }) => isAdminUser(req.user)
export const adminsField: FieldAccess = ({ req }) => isAdminUser(req.user)

/** Admins manage every editor; an editor sees and edits only their own account. */
export const adminsOrSelf: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (isEditorUser(req.user) && req.user) return { id: { equals: req.user.id } }
  return false
}

/** Editors see drafts; everyone else only what is published. */
export const editorsOrPublished: Access = ({ req }) => isEditorUser(req.user) || { _status: { equals: 'published' } }

/**
 * Community posts: editors see everything; anyone else only published posts meant for the
 * public whose 게시일 has come (a later one is scheduled). Members-only posts reach members through the server-rendered members' area, which
 * checks the better-auth session itself; no API answers them to a guest.
 */
export const editorsOrPublishedPublic: Access = ({ req }) => {
  if (isEditorUser(req.user)) return true
  const where: Where = { and: [publishedNow(), { audience: { equals: 'public' } }] }
  return where
}
