import type { Field } from 'payload'
import { siteRoutes } from './routes'

export const linkKinds = [
  { label: '페이지', value: 'page' },
  { label: '게시물 (뉴스·임팩트 스토리)', value: 'post' },
  { label: '사이트 화면 (목록·문의·회원)', value: 'route' },
  { label: '외부 주소', value: 'external' },
] as const

export type LinkKind = (typeof linkKinds)[number]['value']

/** An external link: a full https address (no `javascript:`, no plain http, no spaces). */
export function checkExternalUrl(value: unknown): true | string {
  const message = 'https:// 로 시작하는 올바른 주소를 입력해 주세요. 예: https://example.com/안내'
  if (typeof value !== 'string' || value.trim() === '') return '외부 주소를 입력해 주세요.'
  try {
    const url = new URL(value.trim())
    if (url.protocol !== 'https:' || !url.hostname.includes('.') || url.username || url.password) return message
    return true
  } catch {
    return message
  }
}

const when =
  (kind: LinkKind) =>
  (_: unknown, sibling: { kind?: string } | undefined): boolean =>
    sibling?.kind === kind

const requiredWhen =
  (kind: LinkKind, message: string) =>
  (value: unknown, { siblingData }: { siblingData?: { kind?: string } }): true | string =>
    siblingData?.kind !== kind || (value !== null && value !== undefined && value !== '') ? true : message

/**
 * Where a link goes: a page or a post chosen from the CMS (relationship, never a typed path), one
 * of the site's own screens, or an external https address. `optional` (a menu group that opens a
 * dropdown) adds "none".
 */
export function linkTargetFields({ optional = false }: { optional?: boolean } = {}): Field[] {
  return [
    {
      name: 'kind',
      type: 'select',
      label: '연결 대상',
      required: !optional,
      defaultValue: optional ? undefined : 'page',
      options: [...linkKinds],
      admin: optional
        ? { description: '하위 메뉴가 있으면 비워 두세요. 하위 메뉴가 없을 때 이 주소로 연결됩니다.' }
        : {},
    },
    {
      name: 'page',
      type: 'relationship',
      relationTo: 'pages',
      label: '페이지',
      admin: { condition: when('page') },
      validate: requiredWhen('page', '연결할 페이지를 골라 주세요.'),
    },
    {
      name: 'post',
      type: 'relationship',
      relationTo: ['news', 'impact-stories'],
      label: '게시물',
      admin: { condition: when('post') },
      validate: requiredWhen('post', '연결할 게시물을 골라 주세요.'),
    },
    {
      name: 'route',
      type: 'select',
      label: '사이트 화면',
      options: siteRoutes.map((route) => ({ label: `${route.label} (${route.value})`, value: route.value })),
      admin: { condition: when('route') },
      validate: requiredWhen('route', '연결할 사이트 화면을 골라 주세요.'),
    },
    {
      name: 'url',
      type: 'text',
      label: '외부 주소',
      admin: { condition: when('external'), description: 'https:// 로 시작하는 주소. 새 창으로 열립니다.' },
      validate: (value: unknown, { siblingData }: { siblingData?: { kind?: string } }) =>
        siblingData?.kind !== 'external' ? true : checkExternalUrl(value),
    },
  ]
}
