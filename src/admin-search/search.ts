import 'server-only'
import type { CollectionSlug, PayloadRequest, Where } from 'payload'
import { Forbidden } from 'payload'
import { isAdminUser } from '@/access'
import { communityCategories } from '@/community/categories'
import { formatDateTime } from '@/lib/format'
import { ADMIN_MEMBERS_PATH, inquiryKindLabel, inquiryStatusLabel } from '@/members/admin/labels'
import { listMembers } from '@/members/directory'
import { contentWhere, inquiryWhere, listHref, mediaWhere, PER_GROUP, reusableBlockWhere } from './query'

/**
 * The admin search: one query, asked of every kind staff look after, each through Payload's Local
 * API as the signed-in staff member (`overrideAccess: false`), so a kind they may not read is not
 * searched; members (better-auth's users, through src/members/directory.ts) for admins only.
 */

export interface SearchItem {
  key: string
  title: string
  /** What tells results apart: state, address, file type, sender… */
  details: string[]
  href: string
}

export interface SearchGroup {
  kind: string
  label: string
  total: number
  items: SearchItem[]
  /** The full list behind "더 보기", filtered by the same query. */
  moreHref: string
}

type Doc = Record<string, unknown> & { id: number | string }
const str = (value: unknown) => (typeof value === 'string' ? value : '')
const edit = (collection: string, id: number | string) => `/admin/collections/${collection}/${id}`
const state = (doc: Doc) => (doc._status === 'published' ? '게시됨' : '초안')

interface Kind {
  kind: string
  label: string
  collection: CollectionSlug
  where: (q: string) => Where
  draft?: boolean
  sort: string
  select: Record<string, true>
  item: (doc: Doc) => Omit<SearchItem, 'key' | 'href'>
}

const posts = Object.values(communityCategories).map(
  ({ collection, label }): Kind => ({
    kind: collection,
    label,
    collection,
    where: contentWhere,
    draft: true,
    sort: '-updatedAt',
    select: { title: true, _status: true, publishedAt: true },
    item: (doc) => ({
      title: str(doc.title) || '제목 없음',
      details: [state(doc), ...(doc.publishedAt ? [`게시일 ${formatDateTime(str(doc.publishedAt))}`] : [])],
    }),
  }),
)

const KINDS: Kind[] = [
  ...posts,
  {
    kind: 'pages',
    label: '페이지',
    collection: 'pages',
    where: contentWhere,
    draft: true,
    sort: 'path',
    select: { title: true, path: true, _status: true },
    item: (doc) => ({ title: str(doc.title) || '제목 없음', details: [state(doc), str(doc.path)] }),
  },
  {
    kind: 'reusable-blocks',
    label: '재사용 블록',
    collection: 'reusable-blocks',
    where: reusableBlockWhere,
    sort: 'name',
    select: { name: true },
    item: (doc) => ({ title: str(doc.name), details: [] }),
  },
  {
    kind: 'media',
    label: '미디어',
    collection: 'media',
    where: mediaWhere,
    sort: '-createdAt',
    select: { filename: true, alt: true, mimeType: true },
    item: (doc) => ({ title: str(doc.filename), details: [str(doc.alt), str(doc.mimeType)].filter(Boolean) }),
  },
  {
    kind: 'inquiries',
    label: '문의',
    collection: 'inquiries',
    where: inquiryWhere,
    sort: '-createdAt',
    select: { referenceNumber: true, name: true, kind: true, status: true, createdAt: true },
    item: (doc) => ({
      title: `#${doc.id} ${str(doc.name)}`,
      details: [
        str(doc.referenceNumber),
        inquiryKindLabel(str(doc.kind)),
        inquiryStatusLabel(str(doc.status)),
        formatDateTime(str(doc.createdAt)),
      ],
    }),
  },
]

async function searchKind(req: PayloadRequest, kind: Kind, q: string): Promise<SearchGroup | null> {
  const where = kind.where(q)
  try {
    const { docs, totalDocs } = await req.payload.find({
      collection: kind.collection,
      where,
      draft: kind.draft,
      limit: PER_GROUP,
      sort: kind.sort,
      depth: 0,
      select: kind.select,
      overrideAccess: false,
      user: req.user,
      req,
    })
    return {
      kind: kind.kind,
      label: kind.label,
      total: totalDocs,
      items: (docs as unknown as Doc[]).map((doc) => ({
        key: `${kind.kind}-${doc.id}`,
        href: edit(kind.collection, doc.id),
        ...kind.item(doc),
      })),
      moreHref: listHref(kind.collection, where),
    }
  } catch (error) {
    // A kind this staff member may not read is not theirs to search.
    if (error instanceof Forbidden) return null
    throw error
  }
}

/** Site members by name, e-mail or phone (the members list's own search), for admins only. */
async function searchMembers(req: PayloadRequest, q: string): Promise<SearchGroup | null> {
  if (!isAdminUser(req.user as never)) return null
  const page = await listMembers(req.payload, { q, page: 1 })
  return {
    kind: 'members',
    label: '회원',
    total: page.total,
    items: page.members.slice(0, PER_GROUP).map((member) => ({
      key: `member-${member.id}`,
      title: member.name || '(이름 없음)',
      details: [member.email, ...(member.suspended ? ['이용 정지'] : [])],
      href: `${ADMIN_MEMBERS_PATH}/${member.id}`,
    })),
    moreHref: `${ADMIN_MEMBERS_PATH}?${new URLSearchParams({ q })}`,
  }
}

/** Every kind the staff member may read, in a fixed order, with the kinds that found nothing left out. */
export async function adminSearch(req: PayloadRequest, q: string): Promise<SearchGroup[]> {
  const groups = await Promise.all([...KINDS.map((kind) => searchKind(req, kind, q)), searchMembers(req, q)])
  return groups.filter((group): group is SearchGroup => group !== null && group.total > 0)
}
