/**
 * Names for the admin's controls that Payload 3.90 renders without one (axe: button-name, label,
 * aria-input-field-name, aria-command-name, image-alt), given in the page by the admin's fixes
 * layer (KoreanAdminFixes) since no config reaches them. Only a control with no name of its own is
 * touched: once Payload names one, its own name stays.
 */

/** Icon-only buttons, by the class Payload gives them. */
const BUTTONS: [selector: string, name: string][] = [
  ['.doc-controls__popup .popup-button', '문서 메뉴 더 보기'],
  ['.array-actions__button', '이 항목 메뉴'],
  ['.clipboard-action__popup .popup-button', '복사·붙여넣기 메뉴'],
  ['.upload-relationship-details__edit', '파일 정보 수정'],
  ['.upload-relationship-details__remove', '파일 빼기'],
  ['.file-details__remove', '파일 빼기'],
  ['.date-time-picker__clear-button', '날짜 지우기'],
  ['.clickable-arrow--left', '이전 페이지'],
  ['.clickable-arrow--right', '다음 페이지'],
  ['.collapsible__drag', '끌어서 순서 바꾸기'],
  ['.collapsible__toggle', '펼치기·접기'],
  ['.popup-button', '더 보기'],
]

/** The rich-text toolbar's buttons, by the format they apply (class `toolbar-popup__button-{key}`). */
const TOOLBAR: Record<string, string> = {
  bold: '굵게',
  italic: '기울임꼴',
  underline: '밑줄',
  strikethrough: '취소선',
  subscript: '아래 첨자',
  superscript: '위 첨자',
  inlineCode: '코드',
  link: '링크',
  relationship: '문서 연결',
  upload: '이미지',
  blockquote: '인용',
  orderedList: '번호 목록',
  unorderedList: '글머리 기호 목록',
  checklist: '체크리스트',
  indent: '들여쓰기',
  outdent: '내어쓰기',
  horizontalRule: '가로줄',
}

const hasName = (element: Element) =>
  Boolean(
    element.getAttribute('aria-label')?.trim() ||
      element.getAttribute('aria-labelledby') ||
      element.getAttribute('title')?.trim() ||
      element.textContent?.trim(),
  )

/** The label of the field an element belongs to, without the required mark. */
function fieldLabel(element: Element): string | undefined {
  const label = element.closest('.field-type')?.querySelector('label, .field-label')
  return label?.textContent?.replace(/\s*\*\s*$/, '').trim() || undefined
}

/** Buttons whose only text is a tooltip shown on hover, which a screen reader does not read. */
const TOOLTIP_ONLY: [selector: string, name: string][] = [['.copy-to-clipboard', '주소 복사']]

export function nameUnnamedControls(root: ParentNode) {
  for (const [selector, name] of TOOLTIP_ONLY) {
    for (const button of root.querySelectorAll(selector)) {
      if (!button.getAttribute('aria-label')) button.setAttribute('aria-label', name)
    }
  }
  for (const [selector, name] of BUTTONS) {
    for (const button of root.querySelectorAll(selector)) if (!hasName(button)) button.setAttribute('aria-label', name)
  }
  for (const button of root.querySelectorAll('[class*="toolbar-popup__button-"]')) {
    if (hasName(button)) continue
    const key = /toolbar-popup__button-([A-Za-z]+)/.exec(button.className)?.[1]
    if (key && TOOLBAR[key]) button.setAttribute('aria-label', TOOLBAR[key])
  }
  // The rich-text area, named by its field ("본문 편집기").
  for (const editor of root.querySelectorAll('[data-lexical-editor="true"]')) {
    if (!editor.getAttribute('aria-label')) editor.setAttribute('aria-label', `${fieldLabel(editor) ?? '본문'} 편집기`)
  }
  // Choice lists (react-select) and the date picker's text box, named by their field.
  for (const input of root.querySelectorAll('input[id^="react-select-"], .date-time-picker input')) {
    if (input.getAttribute('aria-label') || input.getAttribute('aria-labelledby')) continue
    input.setAttribute('aria-label', fieldLabel(input) ?? (input.closest('.date-time-picker') ? '날짜' : '값 선택'))
  }
  // A list's row checkboxes.
  for (const box of root.querySelectorAll('table input[type="checkbox"]')) {
    if (box.getAttribute('aria-label') || (box as HTMLInputElement).labels?.length) continue
    box.setAttribute('aria-label', box.closest('thead') ? '이 페이지의 모든 행 선택' : '이 행 선택')
  }
  // react-select's indicators are hidden from screen readers but could take the focus (keyboard
  // users clear a choice with Backspace); the document tabs are a list of links and buttons.
  const FOCUSABLE = 'button, [tabindex], [role="button"]'
  for (const hidden of root.querySelectorAll('.rs__indicators [aria-hidden="true"]')) {
    for (const focusable of [hidden, ...hidden.querySelectorAll(FOCUSABLE)]) {
      if (focusable.matches(FOCUSABLE) && focusable.getAttribute('tabindex') !== '-1')
        focusable.setAttribute('tabindex', '-1')
    }
  }
  for (const tabs of root.querySelectorAll('ul.doc-tabs__tabs')) tabs.setAttribute('role', 'none')
  // On a phone the document's status line scrolls sideways: a keyboard must reach it too.
  for (const strip of root.querySelectorAll('.doc-controls__content')) {
    if (strip.getAttribute('tabindex')) continue
    strip.setAttribute('tabindex', '0')
    strip.setAttribute('role', 'group')
    strip.setAttribute('aria-label', '문서 상태')
  }
  // Pictures in the editor and in upload fields stand beside their file name: decoration.
  for (const image of root.querySelectorAll('img:not([alt])')) image.setAttribute('alt', '')
}
