import Link from 'next/link'
import { MenuLink } from '@/components/nav/MenuLink'
import type { NavLink } from '@/components/nav/nav-items'
import { linkKind } from '@/lib/link-rule'
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
    ['문자 상담', company.textPhone],
    ['카카오톡 상담', company.kakaoChannel],
    ['이메일', company.email],
  ]
  return facts.filter((fact): fact is Fact => Boolean(fact[1]))
}

const digits = (phone: string) => phone.replace(/[^0-9+]/g, '')

function FactValue({ fact: [label, value] }: { fact: Fact }) {
  if (label === '대표 상담 전화') return <a href={`tel:${digits(value)}`}>{value}</a>
  if (label === '문자 상담') return <a href={`sms:${digits(value)}`}>{value}</a>
  if (label === '카카오톡 상담') return <KakaoLink url={value} />
  if (label === '이메일') return <a href={`mailto:${value}`}>{value}</a>
  return <>{value}</>
}

/** Only https addresses become links (the link rule; a stored `javascript:` or `http:` never does). */
const isWebUrl = (value: string) => linkKind(value) === 'https'

function KakaoLink({ url }: { url: string }) {
  if (!isWebUrl(url)) return null
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      채널로 문의<span className="visually-hidden"> (새 창)</span>
    </a>
  )
}

/**
 * The ways to reach a person at once, side by side: a call, and for those who cannot call (deaf
 * visitors among them) a text message or a KakaoTalk channel chat.
 */
function Channels({ settings }: { settings: SiteSetting }) {
  const { phone, textPhone, kakaoChannel } = settings.company ?? {}
  if (!phone && !textPhone && !kakaoChannel) return null
  return (
    <ul className="footer-channels" aria-label="상담 연락처">
      {phone ? (
        <li>
          대표 상담 전화 <a href={`tel:${digits(phone)}`}>{phone}</a>
        </li>
      ) : null}
      {textPhone ? (
        <li>
          문자 상담 <a href={`sms:${digits(textPhone)}`}>{textPhone}</a>
        </li>
      ) : null}
      {kakaoChannel && isWebUrl(kakaoChannel) ? (
        <li>
          카카오톡 상담 <KakaoLink url={kakaoChannel} />
        </li>
      ) : null}
    </ul>
  )
}

const platformLabels: Record<string, string> = {
  instagram: '인스타그램',
  youtube: '유튜브',
  blog: '블로그',
  facebook: '페이스북',
  kakao: '카카오톡 채널',
}

/** The social links of the site settings, by their Korean names, each opening in a new window. */
function SocialLinks({ settings }: { settings: SiteSetting }) {
  const links = (settings.socialLinks ?? []).filter((link) => isWebUrl(link.url))
  if (links.length === 0) return null
  return (
    <ul className="footer-social" aria-label="소셜 미디어">
      {links.map((link) => (
        <li key={link.id ?? link.url}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {platformLabels[link.platform] ?? link.platform}
            <span className="visually-hidden"> (새 창)</span>
          </a>
        </li>
      ))}
    </ul>
  )
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

/** Staff's footer links (site settings), then the legal ones, which are always there. */
function FooterLinks({ links }: { links: NavLink[] }) {
  return (
    <>
      {links.map((link) => (
        <MenuLink key={`${link.href} ${link.label}`} link={link} pathname="" />
      ))}
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
 * Desktop lays every company fact out in a row; mobile keeps the consultation channels at hand
 * and folds the business facts into a disclosure, as Korean mobile sites do. CSS shows one.
 */
export function SiteFooter({ settings, links }: { settings: SiteSetting; links: NavLink[] }) {
  const facts = factsOf(settings)
  const copyright = settings.company?.copyright
  return (
    <footer className="site-footer">
      <div className="container footer-desktop">
        <nav aria-label="푸터 링크" className="footer-links">
          <FooterLinks links={links} />
        </nav>
        <FactList facts={facts} className="footer-facts" />
        <SocialLinks settings={settings} />
        {copyright ? <p className="copyright">{copyright}</p> : null}
      </div>
      <div className="container footer-mobile">
        <Channels settings={settings} />
        <nav aria-label="푸터 링크" className="footer-links">
          <FooterLinks links={links} />
        </nav>
        <details className="footer-company">
          <summary>사업자 정보</summary>
          <FactList facts={facts} />
        </details>
        <SocialLinks settings={settings} />
        {copyright ? <p className="copyright">{copyright}</p> : null}
      </div>
    </footer>
  )
}
