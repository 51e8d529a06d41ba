import Link from 'next/link'
import type { SiteSetting } from '@/payload-types'

type Fact = [label: string, value: string]

function factsOf(settings: SiteSetting): Fact[] {
  const company = settings.company ?? {}
  const facts: [string, string | null | undefined][] = [
    ['상호', company.name],
    ['대표자', company.representative],
    ['사업자등록번호', company.businessNumber],
    ['주소', company.address],
    ['대표 상담 전화', company.phone],
    ['이메일', company.email],
  ]
  return facts.filter((fact): fact is Fact => Boolean(fact[1]))
}

function FactValue({ fact: [label, value] }: { fact: Fact }) {
  if (label === '대표 상담 전화') return <a href={`tel:${value.replace(/[^0-9+]/g, '')}`}>{value}</a>
  if (label === '이메일') return <a href={`mailto:${value}`}>{value}</a>
  return <>{value}</>
}

function FactList({ facts, className }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact[0]}>
          <dt>{fact[0]}</dt>
          <dd>
            <FactValue fact={fact} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

function LegalLinks() {
  return (
    <>
      <Link href="/legal/terms">이용약관</Link>
      {/* Korean law: the privacy policy link is titled exactly so and set apart. */}
      <Link href="/legal/privacy" className="privacy-link">
        개인정보처리방침
      </Link>
    </>
  )
}

/**
 * Spec §2: a footer on every page, from the CMS's site settings, in two separate versions.
 * Desktop lays every company fact out in a row; mobile keeps the consultation phone at hand
 * and folds the business facts into a disclosure, as Korean mobile sites do. CSS shows one.
 */
export function SiteFooter({ settings }: { settings: SiteSetting }) {
  const facts = factsOf(settings)
  const phone = settings.company?.phone
  const copyright = settings.company?.copyright
  return (
    <footer className="site-footer">
      <div className="container footer-desktop">
        <nav aria-label="약관 및 정책" className="footer-links">
          <LegalLinks />
        </nav>
        <FactList facts={facts} className="footer-facts" />
        {copyright ? <p className="copyright">{copyright}</p> : null}
      </div>
      <div className="container footer-mobile">
        {phone ? (
          <p className="footer-phone">
            대표 상담 전화 <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{phone}</a>
          </p>
        ) : null}
        <nav aria-label="약관 및 정책" className="footer-links">
          <LegalLinks />
        </nav>
        <details className="footer-company">
          <summary>사업자 정보</summary>
          <FactList facts={facts} />
        </details>
        {copyright ? <p className="copyright">{copyright}</p> : null}
      </div>
    </footer>
  )
}
