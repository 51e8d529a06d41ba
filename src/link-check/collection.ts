import type { CollectionConfig } from 'payload'
import { editors } from '@/access'
import { dateTimeAdmin } from '@/admin/korean'
import { linkCheckEndpoints } from './endpoints'
import { linkSources } from './extract'
import { LINK_CHECKS, linkStatuses } from './names'

/**
 * The links the last check found broken or unanswered, one row each, with where it sits and why
 * (written by src/link-check/run.ts, all rows replaced by each run). Staff read them (admins and
 * editors: the dashboard card and this list); nobody writes them through the API.
 */
export const LinkChecks: CollectionConfig = {
  slug: LINK_CHECKS,
  labels: { singular: '깨진 링크', plural: '깨진 링크' },
  // A record of what the check found, written by the run: an address or title saved before the
  // text policy stays as it is, and never fails the run's writes.
  custom: { typedText: false },
  admin: {
    group: '콘텐츠',
    useAsTitle: 'address',
    defaultColumns: ['status', 'address', 'document', 'place', 'reason', 'checkedAt'],
    listSearchableFields: ['address', 'document', 'place'],
    description:
      '마지막 링크 검사에서 깨졌거나 응답이 없던 링크입니다. 매일 새벽 5시(한국 시간)에 다시 검사하고, 대시보드의 "지금 검사"로 바로 검사할 수도 있습니다. 링크를 고치려면 "고칠 곳"의 문서를 여세요.',
  },
  access: { read: editors, create: () => false, update: () => false, delete: () => false },
  // Broken first, then as the site is read: the order the run stored them in.
  defaultSort: 'id',
  endpoints: linkCheckEndpoints,
  fields: [
    { name: 'status', type: 'select', label: '상태', required: true, index: true, options: [...linkStatuses] },
    { name: 'address', type: 'text', label: '링크', required: true },
    { name: 'reason', type: 'text', label: '이유', required: true },
    { name: 'httpStatus', type: 'number', label: '응답 코드' },
    { name: 'source', type: 'select', label: '문서 종류', required: true, options: [...linkSources] },
    { name: 'sourceId', type: 'text', label: '문서 ID' },
    {
      name: 'document',
      type: 'text',
      label: '문서',
      required: true,
      // The document's name opens the screen that edits it.
      admin: { components: { Cell: '@/link-check/DocumentCell#DocumentCell' } },
    },
    { name: 'place', type: 'text', label: '위치', required: true },
    {
      name: 'editUrl',
      type: 'text',
      label: '고칠 곳',
      required: true,
      admin: { description: '이 링크가 있는 문서를 고치는 관리자 화면 주소입니다.' },
    },
    { name: 'checkedAt', type: 'date', label: '검사 시각', required: true, admin: { date: dateTimeAdmin } },
  ],
}
