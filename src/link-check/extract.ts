/**
 * Every link a visitor can follow on the site, from what staff wrote: page blocks (a card's 링크, a
 * 본문 block's rich-text links), the posts' and legal texts' rich text, the menus, footer and social
 * links of site settings, and where redirects send. Each with where it sits, in staff's words
 * ("페이지 ‘회사 소개’ › 블록 3 카드 목록 › 카드 2 링크") and the admin screen that edits it.
 *
 * Pure: it reads documents as the Local API returns them at depth 0 (a relationship is its id) and
 * decides nothing about whether a link works (./classify.ts does).
 */
import { adminDocHref } from '@/admin/overview/links'
import { contactTargets } from '@/blocks/config'

/** Where a link points: a typed address, a chosen document (its id; none once it is deleted), a site screen. */
export type LinkTarget =
  | { type: 'url'; value: string }
  | { type: 'doc'; collection: LinkedCollection; id?: number | string }
  | { type: 'route'; route: string }

export type LinkedCollection = 'pages' | 'news' | 'impact-stories'

/** What holds links, by the slug of its collection or global. */
export const linkSources = [
  { value: 'pages', label: '페이지' },
  { value: 'news', label: '뉴스' },
  { value: 'impact-stories', label: '임팩트 스토리' },
  { value: 'legal', label: '약관·방침' },
  { value: 'site-settings', label: '사이트 설정' },
  { value: 'redirects', label: '주소 연결' },
] as const

export type LinkSourceKind = (typeof linkSources)[number]['value']

export const sourceLabel = (kind: LinkSourceKind) => linkSources.find((source) => source.value === kind)?.label ?? kind

export interface LinkSource {
  kind: LinkSourceKind
  /** The document's id; none for a global. */
  id?: number | string
  /** "페이지 ‘회사 소개’", "사이트 설정". */
  document: string
  /** The admin screen that edits it. */
  editUrl: string
}

export interface LinkOccurrence {
  target: LinkTarget
  source: LinkSource
  /** Inside the document: "블록 3 카드 목록 › 카드 2 링크". */
  place: string
}

type Doc = Record<string, unknown>
type LexicalNode = { type?: unknown; children?: unknown; fields?: unknown; text?: unknown; url?: unknown }

const isObject = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value)
const rows = (value: unknown): Doc[] => (Array.isArray(value) ? value.filter(isObject) : [])
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
/** A relationship at depth 0 is its id; populated, an object with one. */
const idOf = (value: unknown): number | string | undefined => {
  if (typeof value === 'number' || (typeof value === 'string' && value !== '')) return value
  if (isObject(value)) return idOf(value.id)
  return undefined
}
const quoted = (value: string) => `‘${value}’`
/** A short excerpt of staff's text for a label. */
const short = (value: string, max = 30) => (value.length > max ? `${value.slice(0, max - 1)}…` : value)

/** Block labels as staff see them in 블록 추가 (src/blocks/config.ts). */
const blockLabels: Record<string, string> = {
  richText: '본문',
  imageText: '이미지와 글',
  stats: '숫자로 보기',
  cards: '카드 목록',
  timeline: '연혁',
  cta: '문의 안내',
  video: '동영상',
  faq: '자주 묻는 질문',
  download: '파일 내려받기',
  location: '오시는 길',
}

const linkedCollections: readonly string[] = ['pages', 'news', 'impact-stories']

/** The text a link shows, from its children. */
function linkText(node: LexicalNode): string {
  const parts: string[] = []
  const walk = (value: unknown) => {
    if (!isObject(value)) return
    if (typeof value.text === 'string') parts.push(value.text)
    for (const child of rows(value.children)) walk(child)
  }
  walk(node)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/** The target of one rich-text link node (`link` or `autolink`), or undefined when it has none. */
function richTextTarget(fields: Doc): LinkTarget | undefined {
  if (fields.linkType === 'internal') {
    const doc = isObject(fields.doc) ? fields.doc : {}
    const collection = String(doc.relationTo ?? '')
    if (!linkedCollections.includes(collection)) return undefined
    return { type: 'doc', collection: collection as LinkedCollection, id: idOf(doc.value) }
  }
  return typeof fields.url === 'string' ? { type: 'url', value: fields.url } : undefined
}

/**
 * The links of one rich-text value, in reading order, each with "링크 N ‘text’" after `place`.
 */
export function richTextLinks(value: unknown, source: LinkSource, place: string): LinkOccurrence[] {
  const found: LinkOccurrence[] = []
  const walk = (node: unknown) => {
    if (!isObject(node)) return
    if ((node.type === 'link' || node.type === 'autolink') && isObject(node.fields)) {
      const target = richTextTarget(node.fields)
      if (target) {
        const shown = linkText(node)
        const label = `링크 ${found.length + 1}${shown ? ` ${quoted(short(shown))}` : ''}`
        found.push({ target, source, place: place ? `${place} › ${label}` : label })
      }
    }
    for (const child of rows(node.children)) walk(child)
  }
  walk(isObject(value) ? value.root : undefined)
  return found
}

/** A menu entry's target (src/navigation/link-fields.ts), or undefined when it points nowhere on purpose. */
export function menuTarget(entry: Doc): LinkTarget | undefined {
  switch (entry.kind) {
    case 'page':
      return { type: 'doc', collection: 'pages', id: idOf(entry.page) }
    case 'post': {
      const post = isObject(entry.post) ? entry.post : {}
      const collection = String(post.relationTo ?? '')
      return {
        type: 'doc',
        collection: collection === 'impact-stories' ? 'impact-stories' : 'news',
        id: collection ? idOf(post.value) : undefined,
      }
    }
    case 'route':
      return { type: 'route', route: text(entry.route) }
    case 'external':
      return { type: 'url', value: typeof entry.url === 'string' ? entry.url : '' }
    default:
      return undefined
  }
}

/** A published page's links: its blocks' rich text and cards. */
export function pageLinks(page: Doc, adminRoute: string): LinkOccurrence[] {
  const title = text(page.title) || '(제목 없음)'
  const source: LinkSource = {
    kind: 'pages',
    id: idOf(page.id),
    document: `페이지 ${quoted(title)}`,
    editUrl: adminDocHref(adminRoute, 'pages', String(page.id)),
  }
  return rows(page.layout).flatMap((block, index) => {
    const kind = String(block.blockType ?? '')
    const heading = text(block.heading)
    const place = `블록 ${index + 1} ${blockLabels[kind] ?? kind}${heading ? ` ${quoted(short(heading))}` : ''}`
    if (kind === 'richText') return richTextLinks(block.body, source, place)
    if (kind === 'cards') {
      return rows(block.cards).flatMap((card, at) =>
        typeof card.href === 'string' && card.href !== ''
          ? [{ target: { type: 'url', value: card.href } as const, source, place: `${place} › 카드 ${at + 1} 링크` }]
          : [],
      )
    }
    // A 문의 안내's button is chosen from the contact forms: a site screen.
    if (kind === 'cta' && typeof block.href === 'string' && contactTargets.some((t) => t.value === block.href)) {
      return [{ target: { type: 'route', route: block.href } as const, source, place: `${place} › 버튼` }]
    }
    return []
  })
}

/** A post's body links (news or impact story). */
export function postLinks(post: Doc, collection: 'news' | 'impact-stories', adminRoute: string): LinkOccurrence[] {
  const title = text(post.title) || '(제목 없음)'
  const source: LinkSource = {
    kind: collection,
    id: idOf(post.id),
    document: `${sourceLabel(collection)} ${quoted(title)}`,
    editUrl: adminDocHref(adminRoute, collection, String(post.id)),
  }
  return richTextLinks(post.body, source, '본문')
}

/** A legal text version's links (이용약관, 개인정보처리방침). */
export function legalLinks(version: Doc, adminRoute: string): LinkOccurrence[] {
  const source: LinkSource = {
    kind: 'legal',
    id: idOf(version.id),
    document: `약관·방침 ${quoted(text(version.title))}`,
    editUrl: adminDocHref(adminRoute, 'legal-versions', String(version.id)),
  }
  return richTextLinks(version.body, source, '전문')
}

const socialLabels: Record<string, string> = {
  instagram: '인스타그램',
  youtube: '유튜브',
  blog: '블로그',
  facebook: '페이스북',
  kakao: '카카오톡 채널',
}

/**
 * Site settings' links as the site shows them: the header's groups (a group's own link only when it
 * has no submenu), My Menu, the footer, social links and the Kakao channel. Hidden entries are left
 * out: nobody can follow them.
 */
export function settingsLinks(settings: Doc, adminRoute: string): LinkOccurrence[] {
  const source: LinkSource = {
    kind: 'site-settings',
    document: '사이트 설정',
    editUrl: `${adminRoute}/globals/site-settings`,
  }
  const found: LinkOccurrence[] = []
  const add = (target: LinkTarget | undefined, place: string) => {
    if (target) found.push({ target, source, place })
  }
  const entries = (list: unknown) => rows(list).filter((entry) => entry.hidden !== true)
  for (const group of entries(settings.navigation)) {
    const groupPlace = `상단 메뉴 ${quoted(text(group.label) || '이름 없음')}`
    const children = entries(group.children)
    if (children.length === 0) add(menuTarget(group), groupPlace)
    for (const child of children) add(menuTarget(child), `${groupPlace} › 하위 메뉴 ${quoted(text(child.label))}`)
  }
  for (const entry of entries(settings.myMenu)) add(menuTarget(entry), `마이메뉴 ${quoted(text(entry.label))}`)
  for (const entry of entries(settings.footerLinks)) add(menuTarget(entry), `푸터 링크 ${quoted(text(entry.label))}`)
  for (const [index, social] of rows(settings.socialLinks).entries()) {
    const name = socialLabels[String(social.platform)] ?? `소셜 링크 ${index + 1}`
    if (typeof social.url === 'string' && social.url)
      add({ type: 'url', value: social.url }, `소셜 링크 ${quoted(name)}`)
  }
  const company = isObject(settings.company) ? settings.company : {}
  if (typeof company.kakaoChannel === 'string' && company.kakaoChannel) {
    add({ type: 'url', value: company.kakaoChannel }, '회사 정보 › 카카오톡 채널 상담 주소')
  }
  return found
}

/** Where a redirect sends visitors. */
export function redirectLinks(redirect: Doc, adminRoute: string): LinkOccurrence[] {
  const target = menuTarget(redirect)
  if (!target) return []
  const from = text(redirect.from)
  return [
    {
      target,
      source: {
        kind: 'redirects',
        id: idOf(redirect.id),
        document: `주소 연결 ${quoted(from)}`,
        editUrl: adminDocHref(adminRoute, 'redirects', String(redirect.id)),
      },
      place: '보낼 곳',
    },
  ]
}
