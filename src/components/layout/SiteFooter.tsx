import Link from 'next/link'
import type { SiteSetting } from '@/payload-types'

/** Company facts from the CMS, as Korean law expects them in a company site's footer. */
export function SiteFooter({ settings }: { settings: SiteSetting }) {
  const company = settings.company ?? {}
  const facts = [
    ['상호', company.name],
    ['대표자', company.representative],
    ['사업자등록번호', company.businessNumber],
    ['주소', company.address],
    ['대표 상담 전화', company.phone],
    ['이메일', company.email],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]))
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label="약관" className="footer-links">
          <Link href="/legal/terms">이용약관</Link>
          <Link href="/legal/privacy" className="privacy-link">
            개인정보처리방침
          </Link>
        </nav>
        <dl className="footer-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                {label === '대표 상담 전화' ? <a href={`tel:${value.replace(/[^0-9+]/g, '')}`}>{value}</a> : value}
              </dd>
            </div>
          ))}
        </dl>
        {company.copyright ? <p className="copyright">{company.copyright}</p> : null}
      </div>
    </footer>
  )
}
