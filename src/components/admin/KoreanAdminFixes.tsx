'use client'

import { type ReactNode, useEffect } from 'react'
import { formatDateTime } from '@/lib/format'
import { settleParticles } from '@/lib/particles'
import { nameUnnamedControls } from './unnamed-controls'
import './admin-contrast.css'

/**
 * English that Payload 3.90 and the libraries it uses write into the admin with no translation key
 * and no config (checked in node_modules): given Korean here, in the page, by exact match. Every
 * other string is corrected through Payload's `i18n.translations` (src/admin/korean.ts); this only
 * covers what that cannot reach. Remove an entry once its source takes a translation.
 *  - sonner's toast region and close button (Payload's ToastContainer passes no labels);
 *  - Lexical's "Insert Paragraph" button under a rich-text field, its "Add block" handle,
 *    "Slash menu" list and toolbar dropdowns ("text dropdown");
 *  - modals and drawers named by their internal slug ("restore-version"): named by their heading;
 *  - the versions list's sort buttons: Payload passes the column name as `Label`, not `label`, so
 *    `general:sortByLabelDirection` keeps "{{label}}";
 *  - the "being edited by" notice's date: DocumentLocked formats with a fixed 'en-US' Intl format;
 *    and the colleague: it shows `email ?? id` (an editor reads no colleague's e-mail), so the
 *    name is fetched and shown instead;
 *  - the live preview's "Responsive" size and the media preview sizes' "Original" and size keys;
 *  - react-datepicker's own English ("Time", "Next Month", "Choose …") in the schedule-publish
 *    drawer, whose picker takes no props from the config;
 *  - file sizes under 1 KB: Payload's formatFilesize writes "303 bytes";
 *  - names of controls Payload leaves unnamed (src/components/admin/unnamed-controls.ts);
 *  - particles: Payload's Korean writes both forms after a word it inserts ("{{label}}이(가)"),
 *    having no way to choose; the word decides here (src/lib/particles.ts), in every text
 *    staff read but never inside what they edit.
 */
const ATTRIBUTES: Record<string, string> = {
  'Notifications alt+T': '알림 alt+T',
  'Close toast': '알림 닫기',
  'Insert Paragraph': '문단 추가',
  'Add block': '블록 추가',
  'Slash menu': '삽입 메뉴',
  // Lexical's link popup and block handle
  'Edit link': '링크 수정',
  'Remove link': '링크 삭제',
  'Drag to move': '끌어서 옮기기',
  // react-datepicker (the schedule-publish drawer's picker takes no props from the config)
  // The versions view's fold of a group's changes
  Collapse: '접기',
  Expand: '펼치기',
  'Choose Date and Time': '날짜와 시간 선택',
  'Choose Date': '날짜 선택',
  'Choose Time': '시간 선택',
  'Next Month': '다음 달',
  'Previous Month': '이전 달',
  'Next Year': '다음 해',
  'Previous Year': '이전 해',
  Time: '시간',
}
/** react-datepicker's day and month labels: an English word before a Korean date. */
const PREFIXES: [prefix: string, korean: (rest: string) => string][] = [
  ['{{label}} ', (rest) => rest],
  ['Choose ', (rest) => `${rest} 선택`],
  ['Not available ', (rest) => `${rest} (선택할 수 없음)`],
  ['Month ', (rest) => rest],
]
/** Lexical's toolbar dropdowns are labelled "<group key> dropdown". */
const TOOLBAR_GROUPS: Record<string, string> = {
  text: '문단 형식',
  align: '정렬',
  add: '넣기',
  format: '글자 모양',
  indent: '들여쓰기',
}
/** Text of elements inside a container, by exact match. */
const TEXTS: [container: string, texts: Record<string, string>][] = [
  ['.live-preview-toolbar', { Responsive: '반응형' }],
  ['.preview-sizes', { Original: '원본', thumbnail: '썸네일', card: '카드', hero: '첫 화면', og: '공유 이미지' }],
  ['.react-datepicker', { Time: '시간', 'Next Month': '다음 달', 'Previous Month': '이전 달' }],
  // The versions view writes a checkbox's or an empty field's value as code would.
  ['[data-match-type]', { true: '예', false: '아니요', null: '(없음)' }],
]
const EN_US_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/
/** The lock notice names a colleague by `email ?? id`; editors may read only names (README roles). */
const STAFF_KEY = /^(?:\d+|[^\s@]+@[^\s@]+)$/
const staffNames = new Map<string, Promise<string | undefined>>()

function staffName(key: string): Promise<string | undefined> {
  let name = staffNames.get(key)
  if (!name) {
    const url = /^\d+$/.test(key)
      ? `/api/users/${key}?depth=0&select[name]=true`
      : `/api/users?depth=0&limit=1&select[name]=true&where[email][equals]=${encodeURIComponent(key)}`
    name = fetch(url, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body) => body?.name ?? body?.docs?.[0]?.name)
      .catch(() => undefined)
    staffNames.set(key, name)
  }
  return name
}

function fix(root: ParentNode) {
  for (const element of root.querySelectorAll('[aria-label]')) {
    const label = element.getAttribute('aria-label') ?? ''
    const prefix = PREFIXES.find(([start]) => label.startsWith(start))
    const group = label.endsWith(' dropdown') ? TOOLBAR_GROUPS[label.slice(0, -' dropdown'.length)] : undefined
    const korean =
      ATTRIBUTES[label] ??
      (group ? `${group} 메뉴` : undefined) ??
      (prefix ? prefix[1](label.slice(prefix[0].length)) : undefined)
    if (korean) element.setAttribute('aria-label', korean)
    else if (element.tagName === 'DIALOG' && label === element.id) {
      const heading = element.querySelector('h1, h2, h3')?.textContent?.trim()
      if (heading) element.setAttribute('aria-label', heading)
    }
  }
  for (const [container, texts] of TEXTS) {
    for (const element of root.querySelectorAll(`${container}, ${container} *`)) {
      const only = element.childNodes.length === 1 ? element.firstChild : null
      const korean = only?.nodeType === Node.TEXT_NODE ? texts[only.textContent ?? ''] : undefined
      if (korean && only) only.textContent = korean
    }
  }
  for (const strong of root.querySelectorAll('.document-locked strong')) {
    const text = strong.textContent ?? ''
    if (EN_US_DATE.test(text)) strong.textContent = formatDateTime(new Date(text))
    else if (STAFF_KEY.test(text)) {
      void staffName(text).then((name) => {
        if (name && strong.textContent === text) strong.textContent = name
      })
    }
  }
}

/** Text staff edit: a rich-text editor, a field. */
const EDITABLE = '[contenteditable="true"], textarea, input'

/** formatFilesize's one English unit, as its own text node. */
const BYTES = /^(\d+) bytes$/

/**
 * The 게시 예약 drawer's dates, which Payload formats as `MMM d, yyy h:mm a` whatever the admin's
 * dateFormat ("11월 29, 2026 5:13 오전"): in the site's one format, yyyy.MM.dd HH:mm.
 */
const DRAWER_DATE = /(\d{1,2})월 (\d{1,2}), (\d{4}) (\d{1,2}):(\d{2}) (오전|오후)/g
const two = (value: number | string) => String(value).padStart(2, '0')
export const drawerDateInSiteFormat = (text: string) =>
  text.replace(DRAWER_DATE, (_match, month, day, year, hour, minute, half) => {
    const hours = (Number(hour) % 12) + (half === '오후' ? 12 : 0)
    return `${year}.${two(month)}.${two(day)} ${two(hours)}:${minute}`
  })

function settleTextIn(node: Node) {
  const texts =
    node.nodeType === Node.TEXT_NODE
      ? [node]
      : (() => {
          const found: Node[] = []
          const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
          while (walker.nextNode()) found.push(walker.currentNode)
          return found
        })()
  for (const text of texts) {
    const value = text.textContent ?? ''
    if (
      !(value.includes('(') || value.endsWith(' bytes') || value.includes('월 ')) ||
      text.parentElement?.closest(EDITABLE)
    )
      continue
    const settled = drawerDateInSiteFormat(settleParticles(value).replace(BYTES, '$1바이트'))
    if (settled !== value) text.textContent = settled
  }
}

export function KoreanAdminFixes({ children }: { children?: ReactNode }) {
  useEffect(() => {
    fix(document)
    nameUnnamedControls(document)
    settleTextIn(document.body)
    // Once per frame at most: typing in the editor changes the page on every key. Names and
    // particles are seen to only where the page changed (the parent of what was added holds it).
    let frame = 0
    const changed = new Set<Node>()
    const grown = new Set<Element>()
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') changed.add(record.target)
        for (const added of record.addedNodes) {
          changed.add(added)
          if (added.parentElement) grown.add(added.parentElement)
        }
      }
      frame ||= requestAnimationFrame(() => {
        frame = 0
        fix(document)
        for (const root of grown) if (root.isConnected) nameUnnamedControls(root)
        for (const node of changed) if (node.isConnected) settleTextIn(node)
        grown.clear()
        changed.clear()
      })
    })
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    })
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [])
  return children
}
