/**
 * The inquiry CSV file's columns and cells: plain functions of one inquiry, so the endpoint
 * (export-csv.ts) can write page after page and tests can check a row without a database.
 */
import {
  applicantGroupOptions,
  businessStageOptions,
  contactMethodOptions,
  investmentStageOptions,
  programmeOptions,
  regionOptions,
  scheduleOptions,
  topicOptions,
} from '@/inquiries/schema'
import { formatDateTime, isoDateInSeoul } from '@/lib/format'
import { relationId } from '@/lib/relation-id'
import type { Inquiry } from '@/payload-types'
import { inquiryKindOptions, inquiryStatusOptions } from './options'

type Option = { readonly value: string; readonly label: string }
/** A staff account as the file names it. */
export type StaffName = { name?: string | null; email?: string | null }
/** Staff accounts by id (assignee, who changed a status). */
export type StaffLookup = (id: number) => StaffName | undefined

const label = (options: readonly Option[], value: unknown): string =>
  value == null || value === '' ? '' : (options.find((option) => option.value === value)?.label ?? String(value))

const yesNo = (value: boolean | null | undefined) => (value ? '예' : '아니요')

/** A staff member by name, else by email; an account deleted since shows as such. */
export const staffName = (value: unknown, lookup: StaffLookup): string => {
  const id = relationId(value)
  if (id === undefined) return ''
  const user = lookup(id) ?? (typeof value === 'object' ? (value as StaffName) : undefined)
  return user?.name?.trim() || user?.email || `삭제된 계정 (ID ${id})`
}

/** "2026.11.25 14:03 새 문의→검토 중 (홍길동)", one line per change, oldest first. */
const statusHistoryText = (history: Inquiry['statusHistory'], lookup: StaffLookup) =>
  (history ?? [])
    .map((entry) => {
      const when = entry.changedAt ? `${formatDateTime(entry.changedAt)} ` : ''
      const who = staffName(entry.changedBy, lookup)
      return `${when}${label(inquiryStatusOptions, entry.from)}→${label(inquiryStatusOptions, entry.to)}${who ? ` (${who})` : ''}`
    })
    .join('\n')

/** Header and value of each column, in file order. */
export const INQUIRY_COLUMNS: readonly [string, (inquiry: Inquiry, lookup: StaffLookup) => unknown][] = [
  ['접수 번호', (i) => i.referenceNumber],
  // One format wherever staff read a time, the admin's and this file's: "2026.11.25 14:03" in Seoul
  // (it sorts as text too).
  ['접수 시각', (i) => formatDateTime(i.createdAt)],
  ['종류', (i) => label(inquiryKindOptions, i.kind)],
  ['상태', (i) => label(inquiryStatusOptions, i.status)],
  ['담당자', (i, lookup) => staffName(i.assignee, lookup)],
  ['이름', (i) => i.name],
  ['연락처', (i) => i.phone],
  ['이메일', (i) => i.email],
  ['회사 이름', (i) => i.companyName],
  ['문의 주제', (i) => label(topicOptions, i.topic)],
  ['관심 교육 과정', (i) => label(programmeOptions, i.programme)],
  ['희망 일정', (i) => label(scheduleOptions, i.schedule)],
  ['지원 대상', (i) => label(applicantGroupOptions, i.applicantGroup)],
  ['창업 희망 지역', (i) => label(regionOptions, i.region)],
  ['창업 단계', (i) => label(businessStageOptions, i.businessStage)],
  ['투자 단계', (i) => label(investmentStageOptions, i.investmentStage)],
  ['희망 투자 금액(만원)', (i) => i.amountSought],
  ['연락 방법', (i) => (i.contactMethods ?? []).map((method) => label(contactMethodOptions, method)).join(', ')],
  ['문자·이메일로만 연락', (i) => yesNo(i.textOnly)],
  ['수어 통역 요청', (i) => yesNo(i.interpreter)],
  // The separate consent for the disability items (PIPA art. 23): when it was given, else empty.
  ['민감정보 처리 동의 시각', (i) => (i.sensitiveConsentAt ? formatDateTime(i.sensitiveConsentAt) : '')],
  ['상태 변경 이력', (i, lookup) => statusHistoryText(i.statusHistory, lookup)],
  ['메모 수', (i) => i.notes?.length ?? 0],
  ['문의한 분의 메모 수', (i) => i.memberNotes?.length ?? 0],
  ['문의 내용', (i) => i.message],
]

/**
 * One CSV cell: always quoted, and neutralised (a leading apostrophe) when a spreadsheet would
 * read it as a formula (OWASP's list: = + - @ tab and carriage return), and their full-width and
 * small forms (＝ ＋ － ＠, ﹦ ﹢ ﹣ ﹫), which a Korean input method types and spreadsheets may read alike.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]/

export const csvCell = (value: unknown) => {
  let text = value == null ? '' : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return `"${text.replaceAll('"', '""')}"`
}

/** Rows end in CRLF (RFC 4180, what Excel writes); line breaks inside a quoted cell stay. */
export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`

/** The BOM (Excel reads UTF-8 Korean only with it) and the header row. */
export const csvHead = () => `\uFEFF${csvLine(INQUIRY_COLUMNS.map(([header]) => header))}`

export const csvRow = (inquiry: Inquiry, lookup: StaffLookup) =>
  csvLine(INQUIRY_COLUMNS.map(([, value]) => value(inquiry, lookup)))

/**
 * `attachment; filename="inquiries-2026-11-25.csv"; filename*=UTF-8''문의-2026-11-25.csv` (RFC 6266
 * and 5987): the Korean name where the browser understands it, an ASCII one elsewhere; the date in Seoul.
 */
export const csvContentDisposition = (now = new Date()) => {
  const day = isoDateInSeoul(now)
  return `attachment; filename="inquiries-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`문의-${day}.csv`)}`
}
