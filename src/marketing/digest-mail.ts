/**
 * The marketing digest's mail (정보통신망법 제50조 제4항, 시행령 제61조): "(광고)" first in the subject,
 * the sender's name and contact, why the member receives it, and a refusal that needs no sign-in
 * (a link, and the List-Unsubscribe headers of RFC 8058).
 */
import { formatDate } from '@/lib/format'
import type { Mail } from '@/mail/kinds'
import { escapeHtml } from '@/mail/templates'
import { unsubscribeHeaders } from './unsubscribe'

export interface DigestItem {
  kind: 'news' | 'impact-story'
  id: number
  title: string
  excerpt?: string | null
  publishedAt: string
}

export interface Sender {
  siteName: string
  company?: { name?: string | null; address?: string | null; phone?: string | null; email?: string | null } | null
}

const kindLabel = { news: '뉴스', 'impact-story': '임팩트 스토리' } as const

/** `(광고) [푸드임팩트] 소식지: 뉴스 2건, 임팩트 스토리 1건` */
export function digestSubject(siteName: string, items: DigestItem[]) {
  const count = (kind: DigestItem['kind']) => items.filter((item) => item.kind === kind).length
  const parts = (['news', 'impact-story'] as const)
    .filter((kind) => count(kind) > 0)
    .map((kind) => `${kindLabel[kind]} ${count(kind)}건`)
  return `(광고) [${siteName}] 소식지: ${parts.join(', ')}`
}

/** The sender's lines every advertising mail carries. */
export function senderLines(sender: Sender): string[] {
  const company = sender.company ?? {}
  return [
    `보낸 곳: ${company.name || sender.siteName}`,
    ...(company.address ? [`주소: ${company.address}`] : []),
    ...([company.phone, company.email].some(Boolean)
      ? [`연락처: ${[company.phone, company.email].filter(Boolean).join(', ')}`]
      : []),
  ]
}

export function digestMail(
  to: string,
  siteUrl: string,
  sender: Sender,
  items: DigestItem[],
  refusal: { page: string; oneClick: string },
  agreedAt: Date | string,
): Mail {
  const link = (item: DigestItem) => `${siteUrl}/community/${item.kind}/${item.id}`
  const why = `${formatDate(agreedAt)}에 마케팅 정보 수신에 동의하셔서 보내 드리는 광고성 정보입니다.`
  const refuse = `더 받지 않으시려면 수신 거부(로그인 없이 바로): ${refusal.page}`
  const text = [
    '안녕하세요. 지난 소식지 이후 새로 올라온 글을 모아 보내 드립니다.',
    '',
    ...items.flatMap((item) => [
      `[${kindLabel[item.kind]}] ${item.title} (${formatDate(item.publishedAt)})`,
      link(item),
      '',
    ]),
    why,
    refuse,
    '',
    ...senderLines(sender),
  ].join('\n')
  const list = items
    .map(
      (item) =>
        `<li style="margin-bottom:12px"><span style="font-size:13px;color:#555">${kindLabel[item.kind]} · ${formatDate(item.publishedAt)}</span><br><a href="${escapeHtml(link(item))}" style="color:#1f5f3f;font-weight:bold">${escapeHtml(item.title)}</a>${item.excerpt ? `<br><span>${escapeHtml(item.excerpt)}</span>` : ''}</li>`,
    )
    .join('')
  const html = `<!doctype html><html lang="ko"><body style="font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;line-height:1.6;color:#111">
<p>안녕하세요. 지난 소식지 이후 새로 올라온 글을 모아 보내 드립니다.</p><ul style="padding-left:18px">${list}</ul>
<p style="font-size:14px;color:#444">${escapeHtml(why)}<br>더 받지 않으시려면 <a href="${escapeHtml(refusal.page)}" style="color:#444">수신 거부</a>를 눌러 주세요. 로그인하지 않아도 됩니다.</p>
<p style="font-size:13px;color:#444">${senderLines(sender).map(escapeHtml).join('<br>')}</p></body></html>`
  return {
    kind: 'marketing-digest',
    to,
    subject: digestSubject(sender.siteName, items),
    text,
    html,
    headers: unsubscribeHeaders(refusal.oneClick),
  }
}
