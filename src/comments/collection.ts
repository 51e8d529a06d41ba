import {
  type Access,
  APIError,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type Field,
} from 'payload'
import { editors, isAdminUser, isEditorUser } from '@/access'
import { dateTimeAdmin } from '@/admin/korean'

/** What staff comment on: the documents with drafts. */
export const commentedCollections = ['pages', 'news', 'impact-stories'] as const
export type CommentedCollection = (typeof commentedCollections)[number]

const FORBIDDEN = 403
const serverOnly = { create: () => false, update: () => false }

/** An admin removes any comment; an editor their own. */
const adminsOrAuthor: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (isEditorUser(req.user) && req.user) return { author: { equals: req.user.id } }
  return false
}

/**
 * The author is whoever writes it; only they change its words (a colleague answers with a
 * comment of their own). Anyone on staff marks it 해결 or reopens it, and who did is kept.
 */
const keepAuthorship: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  const user = req.user?.collection === 'users' ? (req.user as { id: number; name?: string | null }) : undefined
  if (operation === 'create') {
    return { ...data, author: user?.id, authorName: user?.name?.trim() || '직원', resolved: false }
  }
  const authorId = typeof originalDoc?.author === 'object' ? originalDoc.author?.id : originalDoc?.author
  if (data.body !== undefined && data.body !== originalDoc?.body && String(authorId) !== String(user?.id))
    throw new APIError(
      '다른 직원의 댓글은 고칠 수 없습니다. 답하려면 새 댓글을 남겨 주세요.',
      FORBIDDEN,
      undefined,
      true,
    )
  if (data.resolved !== undefined && Boolean(data.resolved) !== Boolean(originalDoc?.resolved)) {
    return data.resolved
      ? {
          ...data,
          resolvedBy: user?.id,
          resolvedByName: user?.name?.trim() || '직원',
          resolvedAt: new Date().toISOString(),
        }
      : { ...data, resolvedBy: null, resolvedByName: null, resolvedAt: null }
  }
  return data
}

/**
 * 댓글: staff's comments on a page or post, on the whole document or one of its blocks, until
 * someone marks them 해결. Read and written in the edit view's sidebar (src/comments/CommentsPanel.tsx);
 * the lists show each document's open comments (src/comments/OpenCommentsCell.tsx).
 */
export const Comments: CollectionConfig = {
  slug: 'comments',
  labels: { singular: '댓글', plural: '댓글' },
  admin: {
    group: '콘텐츠',
    useAsTitle: 'body',
    defaultColumns: ['body', 'document', 'authorName', 'resolved', 'createdAt'],
    description:
      '페이지와 글에 남긴 직원들의 댓글입니다. 각 문서의 편집 화면 오른쪽(휴대폰에서는 아래) 댓글 칸에서 쓰고 해결합니다.',
  },
  access: { read: editors, create: editors, update: editors, delete: adminsOrAuthor },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [keepAuthorship] },
  fields: [
    {
      name: 'document',
      type: 'relationship',
      relationTo: [...commentedCollections],
      label: '문서',
      required: true,
      index: true,
      access: { update: () => false },
    },
    { name: 'block', type: 'text', label: '블록 ID', access: { update: () => false }, admin: { hidden: true } },
    {
      name: 'blockLabel',
      type: 'text',
      label: '블록',
      maxLength: 120,
      access: { update: () => false },
      admin: { description: '댓글을 단 블록 (비어 있으면 문서 전체).' },
    },
    { name: 'body', type: 'textarea', label: '내용', required: true, maxLength: 2000 },
    { name: 'author', type: 'relationship', relationTo: 'users', label: '쓴 직원', access: serverOnly },
    { name: 'authorName', type: 'text', label: '쓴 직원 이름', access: serverOnly },
    { name: 'resolved', type: 'checkbox', label: '해결됨', defaultValue: false, index: true },
    { name: 'resolvedBy', type: 'relationship', relationTo: 'users', label: '해결한 직원', access: serverOnly },
    { name: 'resolvedByName', type: 'text', label: '해결한 직원 이름', access: serverOnly },
    { name: 'resolvedAt', type: 'date', label: '해결 일시', access: serverOnly, admin: { date: dateTimeAdmin } },
  ],
}

/** A page or post deleted takes its comments along. */
export const deleteCommentsOfDocument: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  await req.payload.delete({
    collection: 'comments',
    where: { and: [{ 'document.relationTo': { equals: collection.slug } }, { 'document.value': { equals: id } }] },
    overrideAccess: true,
    req,
  })
}

/** The 댓글 of a page or post: the sidebar's panel in the edit view, the open ones' count in the list. */
export function commentsField(blockLabels: Record<string, string> = {}): Field {
  return {
    name: 'comments',
    type: 'ui',
    label: '열린 댓글',
    admin: {
      position: 'sidebar',
      components: {
        Field: { path: '@/comments/CommentsPanel#CommentsPanel', clientProps: { blockLabels } },
        Cell: '@/comments/OpenCommentsCell#OpenCommentsCell',
      },
    },
  }
}
