/**
 * The browser the end-to-end tests and the Lighthouse bench drive: Debian's Chromium, with a
 * Korean system font. Every device a Korean visitor uses has one (Android: Noto Sans CJK, the
 * same family as Debian's fonts-noto-cjk; iOS and macOS: Apple SD Gothic Neo; Windows: Malgun
 * Gothic). Without one, Chromium searches every installed font for each Hangul glyph at the first
 * layout and draws boxes; Lighthouse counted that search 4× as CPU time (docs/performance.md,
 * "The home page's LCP"). On a bare Debian machine run as root, both are installed.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function hasKoreanFont(): boolean {
  const list = spawnSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' })
  return list.status === 0 && list.stdout.trim() !== ''
}

function aptInstall(packages: string[]): boolean {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false
  console.log(`\n▶ 설치: apt-get install -y ${packages.join(' ')}`)
  const install = () => spawnSync('apt-get', ['install', '-y', ...packages], { stdio: 'inherit' }).status === 0
  return install() || (spawnSync('apt-get', ['update'], { stdio: 'inherit' }).status === 0 && install())
}

/** Java runs the W3C HTML checker (vnu-jar) that the end-to-end tests run over the site's pages. */
const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0

/** Chromium and Java are required (exits without them); a missing Korean font only warns. */
export function ensureBrowser() {
  const missing = [
    ...(existsSync(CHROMIUM) ? [] : ['chromium']),
    ...(hasKoreanFont() ? [] : ['fonts-noto-cjk']),
    ...(hasJava() ? [] : ['default-jre-headless']),
  ]
  if (missing.length > 0) aptInstall(missing)
  if (!existsSync(CHROMIUM)) {
    console.error('Chromium이 없습니다: sudo apt-get install -y chromium 으로 설치하거나 CHROMIUM_PATH를 지정하세요.')
    process.exit(1)
  }
  if (!hasJava()) {
    console.error('Java가 없습니다: sudo apt-get install -y default-jre-headless 로 설치하세요 (HTML 검사기 vnu).')
    process.exit(1)
  }
  if (!hasKoreanFont()) {
    console.warn(
      '경고: 한글 시스템 글꼴이 없습니다 (sudo apt-get install -y fonts-noto-cjk). 한글이 네모로 보이고 Lighthouse 수치가 낮게 나옵니다.',
    )
  }
}
