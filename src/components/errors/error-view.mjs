/**
 * The error view's words and styles, as plain data shared by three renderers: the view itself
 * (ErrorView.tsx, inside the site's layout, whose stylesheet includes the styles), global-error
 * (which replaces the layout and sends the styles itself), and the web server, which fills the
 * empty body of Next's 404 and 500 document so that the page reads the same before its scripts run
 * (src/server/error-document-fill.mjs). Plain JavaScript: the server runs without a TypeScript loader.
 */

export const ERROR_TEXTS = {
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    body: [
      '요청하신 페이지가 없거나 주소가 바뀌었습니다.',
      '입력하신 주소가 정확한지 다시 확인하시거나 메인 페이지로 돌아가 주세요.',
    ],
  },
  maintenance: {
    title: '시스템 점검 중입니다',
    body: [
      '더 나은 서비스를 위해 시스템을 점검하고 있거나 일시적인 문제가 생겼습니다.',
      '이용에 불편을 드려 죄송합니다. 잠시 후 다시 시도해 주세요.',
    ],
  },
}

export const HOME_LABEL = '메인으로 돌아가기'

/** The members' area's own start page, offered beside the home button on its error pages. */
export const MEMBERS_HOME = { href: '/user/edu', label: '교육 프로그램으로' }

/**
 * The page around the view where the site's stylesheet is absent (global-error, which replaces the
 * layout, and Next's error document before its scripts): the font stack, line height and word
 * breaking of globals.css's `:root`, which wins wherever it is present.
 */
export const ERROR_PAGE_CSS =
  'html{font-family:"Noto Sans CJK KR",-apple-system,BlinkMacSystemFont,"Apple SD Gothic Neo","Malgun Gothic",sans-serif;line-height:1.6;word-break:keep-all}body{margin:0}'

export const ERROR_VIEW_CSS = `
.error-view {
  max-width: 40rem;
  margin: 0 auto;
  padding: 4rem 1.25rem 5rem;
  text-align: center;
  color: #1a1a1a;
}

.error-code {
  margin: 0;
  font-size: clamp(4rem, 18vw, 7rem);
  font-weight: 700;
  line-height: 1;
  letter-spacing: -0.03em;
  /* 7.3:1 on white */
  color: #9a3412;
}

.error-named {
  /* A code word (STATE_NOT_FOUND) rather than a number: smaller, and it may wrap. */
  font-size: clamp(1.5rem, 6vw, 2.25rem);
  letter-spacing: 0;
  overflow-wrap: anywhere;
}

.error-title {
  margin: 1.25rem 0 1rem;
  font-size: 1.6rem;
  line-height: 1.3;
}

.error-text {
  margin: 0.35rem 0;
  /* 7.5:1 on white */
  color: #555;
  word-break: keep-all;
}

.error-actions {
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin: 2rem 0 0;
}

.error-home {
  display: inline-block;
  padding: 0.75rem 1.5rem;
  border: 2px solid #9a3412;
  border-radius: 0.5rem;
  background: #9a3412;
  color: #fff;
  font: inherit;
  font-weight: 700;
  text-decoration: none;
}

.error-home:hover {
  background: #7c2d12;
  border-color: #7c2d12;
}

.error-secondary {
  background: #fff;
  color: #9a3412;
}

.error-secondary:hover {
  background: #fff7ed;
  color: #7c2d12;
}

.error-home:focus-visible {
  outline: 3px solid #1d4ed8;
  outline-offset: 2px;
}

.error-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
`
