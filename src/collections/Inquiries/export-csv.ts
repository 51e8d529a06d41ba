import type { PayloadHandler } from 'payload'
import { isEditorUser } from '@/access'
import { formatDateTime } from '@/lib/format'
import { inquiryKindOptions, inquiryStatusOptions } from './options'

const COLUMNS = [
  ['referenceNumber', '접수 번호'],
  ['createdAt', '접수 시각'],
  ['kind', '종류'],
  ['status', '상태'],
  ['name', '이름'],
  ['phone', '연락처'],
  ['email', '이메일'],
  ['companyName', '회사 이름'],
  ['message', '문의 내용'],
] as const

/** One CSV cell: quoted, and neutralised when a spreadsheet would read it as a formula. */
const cell = (value: unknown) => {
  let text = value == null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replaceAll('"', '""')}"`
}

const label = (options: { value: string; label: string }[], value: unknown) =>
  options.find((option) => option.value === value)?.label ?? value

/**
 * GET /api/inquiries/export.csv — every inquiry matching the admin list's filter (`where` in the
 * query string), for editors only. UTF-8 with a BOM so Excel opens Korean text correctly.
 */
export const exportInquiriesCsv: PayloadHandler = async (req) => {
  if (!isEditorUser(req.user)) return Response.json({ message: '권한이 없습니다.' }, { status: 403 })
  const where = (req.query?.where ?? undefined) as Parameters<typeof req.payload.find>[0]['where']
  const { docs } = await req.payload.find({
    collection: 'inquiries',
    where,
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    req,
    overrideAccess: false,
  })
  const lines = [COLUMNS.map(([, title]) => cell(title)).join(',')]
  for (const doc of docs) {
    const row = doc as unknown as Record<string, unknown>
    lines.push(
      COLUMNS.map(([key]) => {
        if (key === 'createdAt') return cell(formatDateTime(String(row.createdAt)))
        if (key === 'kind') return cell(label(inquiryKindOptions, row.kind))
        if (key === 'status') return cell(label(inquiryStatusOptions, row.status))
        return cell(row[key])
      }).join(','),
    )
  }
  const stamp = new Date().toISOString().slice(0, 10)
  return new Response(`\uFEFF${lines.join('\r\n')}\r\n`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="inquiries-${stamp}.csv"`,
      'cache-control': 'no-store',
    },
  })
}
