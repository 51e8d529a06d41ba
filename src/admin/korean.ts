import type { ConditionalDateProps, Field, Plugin } from 'payload'

/**
 * The admin's Korean: corrections of Payload's and Lexical's `ko` translations (machine-translated,
 * some wrong in meaning, two of them an AI prompt pasted in place of the word), the admin's time
 * zone and date formats. Imported by payload.config.ts; every admin string override lives here.
 *
 * Wording: the words a company content team uses (게시, 초안, 예약, 항목), polite 해요체-free
 * notices ("…합니다.", "…할까요?"), and Payload's own terms kept where they were already right.
 */

/** The company and its staff work in Seoul: the admin shows and schedules in Seoul time. */
export const SEOUL = 'Asia/Seoul'

/** Date and time as a Korean office writes them, 24-hour: 2026.11.25 13:16. */
export const DATE_TIME_FORMAT = 'yyyy.MM.dd HH:mm'

/** Payload's `admin.timezones`: one zone, Seoul, with a Korean label (schedule-publish drawer). */
export const adminTimezones = {
  defaultTimezone: SEOUL,
  supportedTimezones: [{ label: '서울 (KST)', value: SEOUL }],
}

/** A date field's `admin.date` for a moment (date and time), e.g. when a note was written. */
export const dateTimeAdmin = {
  pickerAppearance: 'dayAndTime',
  displayFormat: DATE_TIME_FORMAT,
  // react-datepicker's own caption above the time list is English ("Time") unless given.
  overrides: { timeCaption: '시간' },
} satisfies ConditionalDateProps

/** A date field's `admin.date` for a calendar day (e.g. a policy's effective date). */
export const dayAdmin = {
  pickerAppearance: 'dayOnly',
  displayFormat: 'yyyy.MM.dd',
} satisfies ConditionalDateProps

/**
 * An array field's `admin.components.RowLabel`: the row's own words (src/components/admin/RowTitle.tsx)
 * instead of Payload's "Item 01".
 */
export const rowTitle = (clientProps: {
  fields: string[]
  fallback: string
  options?: Record<string, Record<string, string>>
  separator?: string | string[]
  needs?: string
}) => ({ path: '@/components/admin/RowTitle#RowTitle', clientProps })

/** `{ value: label }` of a select field's options, for `rowTitle`'s `options`. */
export const optionLabels = (options: readonly { label: string; value: string }[]) =>
  Object.fromEntries(options.map((option) => [option.value, option.label]))

/** Lexical (rich-text editor) strings, under `lexical` of the `ko` translations. */
const lexical = {
  general: {
    placeholder: "내용을 입력하세요. '/'를 누르면 넣을 수 있는 항목이 나옵니다...",
    slashMenuBasicGroupLabel: '기본',
    slashMenuListGroupLabel: '목록',
    toolbarItemsActive: '{{count}}개 적용됨',
  },
  align: {
    alignCenterLabel: '가운데 정렬',
    alignJustifyLabel: '양쪽 정렬',
    alignLeftLabel: '왼쪽 정렬',
    alignRightLabel: '오른쪽 정렬',
  },
  blocks: {
    inlineBlocks: { create: '{{label}} 넣기', edit: '{{label}} 수정', label: '인라인 블록', remove: '{{label}} 삭제' },
    label: '블록',
  },
  checklist: { label: '체크리스트' },
  horizontalRule: { label: '구분선' },
  link: { label: '링크', loadingWithEllipsis: '불러오는 중...' },
  orderedList: { label: '번호 목록' },
  paragraph: { label: '본문', label2: '일반 텍스트' },
  relationship: { label: '다른 문서 넣기' },
  unorderedList: { label: '글머리 기호 목록' },
  upload: { label: '이미지·파일' },
}

/** Payload's strings (`@payloadcms/translations` `ko`), only those that needed a correction. */
export const koreanAdminTranslations = {
  authentication: {
    checkYourEmailForPasswordReset:
      '입력한 이메일 주소로 가입된 계정이 있으면 곧 비밀번호 재설정 안내 메일이 도착합니다. 받은편지함에 없으면 스팸 메일함도 확인해 주세요.',
    emailNotValid: '올바른 이메일 주소가 아닙니다.',
    forgotPassword: '비밀번호 찾기',
    forgotPasswordEmailInstructions:
      '가입한 이메일 주소를 입력하세요. 비밀번호를 다시 설정하는 방법을 메일로 보내 드립니다.',
    forgotPasswordUsernameInstructions:
      '사용자 이름을 입력하세요. 연결된 이메일 주소로 비밀번호를 다시 설정하는 방법을 보내 드립니다.',
    generatingNewAPIKeyWillInvalidate: '새 API 키를 만들면 이전 키는 <1>더 이상 쓸 수 없습니다</1>. 계속할까요?',
    logoutSuccessful: '로그아웃되었습니다.',
    newPassword: '새 비밀번호',
    passwordResetSuccessfully: '비밀번호를 다시 설정했습니다.',
    resetPasswordExpiration: '비밀번호 재설정 링크 만료 시각',
    resetPasswordToken: '비밀번호 재설정 토큰',
    successfullyRegisteredFirstUser: '첫 사용자를 등록했습니다.',
    tokenRefreshSuccessful: '로그인을 연장했습니다.',
    verifiedSuccessfully: '인증되었습니다',
    verify: '인증',
    verifyUser: '사용자 인증',
    youAreReceivingResetPassword:
      '이 계정의 비밀번호 재설정이 요청되어 이 메일을 보내 드립니다. 아래 링크를 누르거나 브라우저 주소창에 붙여 넣어 새 비밀번호를 정해 주세요:',
    youDidNotRequestPassword: '요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.',
  },
  dashboard: {
    addButton: '추가 +',
    discardConfirmLabel: '버리기',
    discardTitle: '변경 사항을 버릴까요?',
    editingDashboard: '대시보드 편집 중',
  },
  error: {
    deletingTitle: '{{title}}을(를) 삭제하는 중 오류가 발생했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
    documentNotFound:
      'ID가 {{id}}인 문서를 찾을 수 없습니다. 삭제되었거나, 없는 문서이거나, 볼 권한이 없는 문서입니다.',
    failedToResetLayout: '레이아웃을 초기화하지 못했습니다.',
    failedToSaveLayout: '레이아웃을 저장하지 못했습니다.',
    logoutFailed: '로그아웃하지 못했습니다.',
    unauthorized: '이 화면을 열거나 이 작업을 할 권한이 없습니다. 로그인하지 않았다면 로그인한 뒤 다시 시도해 주세요.',
    unauthorizedAdmin: '이 계정은 관리자 화면을 사용할 권한이 없습니다.',
    unknown: '알 수 없는 오류가 발생했습니다.',
    userEmailAlreadyRegistered: '이미 가입된 이메일 주소입니다.',
    usernameAlreadyRegistered: '이미 사용 중인 사용자 이름입니다.',
    usernameOrPasswordIncorrect: '사용자 이름 또는 비밀번호가 올바르지 않습니다.',
    valueMustBeUnique: '이미 사용 중인 값입니다. 다른 값을 입력하세요.',
  },
  fields: {
    chooseBetweenCustomTextOrDocument: 'URL을 직접 입력하거나 사이트의 다른 문서에 연결하세요.',
    customURL: 'URL 직접 입력',
    editLabelData: '{{label}} 내용 수정',
    linkType: '링크 종류',
    newLabel: '새 {{label}}',
    relationTo: '연결 대상',
    removeUpload: '파일 빼기',
    swapUpload: '다른 파일로 바꾸기',
    toggleBlock: '블록 펼치기/접기',
    uploadNewLabel: '새 {{label}} 업로드',
  },
  folder: { folders: '폴더' },
  general: {
    aboutToDelete: '{{label}} <1>{{title}}</1>을(를) 삭제합니다. 계속할까요?',
    aboutToDeleteCount_many: '{{label}} {{count}}개를 삭제합니다.',
    aboutToDeleteCount_one: '{{label}} {{count}}개를 삭제합니다.',
    aboutToDeleteCount_other: '{{label}} {{count}}개를 삭제합니다.',
    aboutToPermanentlyDelete: '{{label}} <1>{{title}}</1>을(를) 영구 삭제합니다. 계속할까요?',
    aboutToPermanentlyDeleteTrash: '휴지통의 <1>{{label}}</1> <0>{{count}}</0>개를 영구 삭제합니다. 계속할까요?',
    aboutToRestore: '{{label}} <1>{{title}}</1>을(를) 복원합니다. 계속할까요?',
    aboutToRestoreAsDraft: '{{label}} <1>{{title}}</1>을(를) 초안으로 복원합니다. 계속할까요?',
    aboutToRestoreAsDraftCount: '{{label}} {{count}}개를 초안으로 복원합니다.',
    aboutToRestoreCount: '{{label}} {{count}}개를 복원합니다.',
    aboutToTrash: '{{label}} <1>{{title}}</1>을(를) 휴지통으로 옮깁니다. 계속할까요?',
    aboutToTrashCount: '{{label}} {{count}}개를 휴지통으로 옮깁니다.',
    allLocales: '모든 언어',
    and: '그리고',
    anotherUserTakenOver:
      '다른 사용자가 이 문서의 편집을 넘겨받았습니다. 이 화면에서 더 고친 내용은 저장되지 않습니다.',
    automatic: '자동',
    changesNotSaved: '변경 사항이 저장되지 않았습니다. 지금 나가면 바꾼 내용이 사라집니다.',
    // The shipped `ko` has a translator's prompt here instead of the word.
    clear: '지우기',
    confirmDeletion: '삭제 확인',
    confirmDuplication: '복제 확인',
    confirmRestoration: '복원 확인',
    copying: '복사 중',
    copyWarning: '{{label}} {{title}}의 {{to}} 내용을 {{from}} 내용으로 덮어씁니다. 계속할까요?',
    // "생성됨: 2026.11.25 13:16" beside "최근 수정 일시:" in a document's header.
    created: '생성 일시',
    creatingNewLabel: '새 {{label}} 만드는 중',
    currentlyEditing:
      '님이 지금 이 문서를 편집하고 있습니다. 편집을 넘겨받으면 그분은 더 이상 편집할 수 없고, 저장하지 않은 변경 사항을 잃을 수 있습니다.',
    deletedAt: '삭제 일시',
    deletedCountSuccessfully: '{{label}} {{count}}개를 삭제했습니다.',
    deletePermanently: '휴지통을 거치지 않고 영구 삭제',
    documentIsTrashed: '이 {{label}}은(는) 휴지통에 있어 읽기만 할 수 있습니다.',
    documentOutOfDate: '다른 사용자가 방금 이 문서를 수정했습니다. 지금 보고 있는 내용은 최신이 아닙니다.',
    documents: '문서',
    duplicateWithoutSaving: '변경 사항을 저장하지 않고 복제',
    editedSince: '마지막 편집:',
    // Shown to the person whose editing was taken over, not to the one taking it.
    editingTakenOver: '다른 사람이 편집을 넘겨받았습니다',
    export: '내보내기',
    fallbackToDefaultLocale: '기본 언어로 대체',
    false: '아니요',
    filterWhere: '{{label}} 필터 조건',
    globals: '설정',
    import: '가져오기',
    items: '항목',
    lastModified: '최근 수정 일시',
    leaveAnyway: '그래도 나가기',
    locale: '언어',
    locales: '언어',
    moreOptions: '더 보기',
    move: '이동',
    moveConfirm: '{{label}} {{count}}개를 <1>{{destination}}</1>(으)로 옮깁니다. 계속할까요?',
    moveCount: '{{label}} {{count}}개 이동',
    moving: '이동 중',
    movingCount: '{{label}} {{count}}개 이동 중',
    newLabel: '새 {{label}}',
    noDateSelected: '선택한 날짜 없음',
    noResults: '{{label}}이(가) 없습니다. 아직 만들지 않았거나 위에서 설정한 필터에 맞는 항목이 없습니다.',
    noResultsDescription: '아직 없거나 위에서 설정한 필터에 맞는 항목이 없습니다.',
    noUpcomingEventsScheduled: '예약된 게시가 없습니다.',
    of: '/',
    only: '만',
    overwriteExistingData: '기존 입력값 덮어쓰기',
    payloadSettings: '관리자 화면 설정',
    permanentlyDelete: '영구 삭제',
    permanentlyDeletedCountSuccessfully: '{{label}} {{count}}개를 영구 삭제했습니다.',
    resetPreferences: '화면 설정 초기화',
    resetPreferencesDescription: '목록의 열, 정렬 같은 내 화면 설정을 모두 기본값으로 되돌립니다.',
    resettingPreferences: '화면 설정을 초기화하는 중입니다.',
    restoreAsPublished: '게시된 버전으로 복원',
    restoredCountSuccessfully: '{{label}} {{count}}개를 복원했습니다.',
    // The shipped `ko` has a translator's prompt here instead of the word.
    restoring: '복원 중...',
    schedulePublishFor: '{{title}} 게시 예약',
    select: '선택',
    // The list passes count "(8)" and no label: "전체 선택 (8)", "3개 선택됨".
    selectAll: '{{label}} 전체 선택 {{count}}',
    selectLabel: '{{label}} 선택',
    selectedCount: '{{label}} {{count}}개 선택됨',
    sortByLabelDirection: '{{label}} {{direction}} 정렬',
    takeOver: '편집 넘겨받기',
    titleRestored: '{{label}} "{{title}}"을(를) 복원했습니다.',
    titleTrashed: '{{label}} "{{title}}"을(를) 휴지통으로 옮겼습니다.',
    trashedCountSuccessfully: '{{label}} {{count}}개를 휴지통으로 옮겼습니다.',
    true: '예',
    unsavedChanges: '저장하지 않은 변경 사항이 있습니다. 계속하기 전에 저장하거나 취소하세요.',
    upcomingEvents: '예약된 게시',
    updatedAt: '수정 일시',
    updatedCountSuccessfully: '{{label}} {{count}}개를 수정했습니다.',
    updatedLabelSuccessfully: '{{label}}을(를) 수정했습니다.',
    updatedSuccessfully: '저장했습니다.',
    updateForEveryone: '모든 사용자에게 적용',
    updating: '저장 중',
    viewing: '보는 중',
    yes: '예',
  },
  operators: {
    exists: '값이 있음',
    intersects: '겹침',
    isIn: '다음 중 하나',
    isLike: '비슷함',
    isNotIn: '다음에 없음',
    isNotLike: '비슷하지 않음',
    within: '범위 안',
  },
  upload: {
    filesToUpload: '업로드할 파일',
    selectCollectionToBrowse: '찾아볼 컬렉션 선택',
  },
  validation: {
    greaterThanMax: '{{value}}은(는) 허용되는 최대 {{label}}({{max}})보다 큽니다.',
    lessThanMin: '{{value}}은(는) 허용되는 최소 {{label}}({{min}})보다 작습니다.',
    longerThanMin: '{{minLength}}자 이상 입력하세요.',
    requiresAtLeast: '{{label}}을(를) {{count}}개 이상 추가하세요.',
    requiresNoMoreThan: '{{label}}은(는) {{count}}개까지만 추가할 수 있습니다.',
    shorterThanMax: '{{maxLength}}자 이하로 입력하세요.',
    timezoneRequired: '시간대를 선택하세요.',
    trueOrFalse: '예 또는 아니요만 고를 수 있습니다.',
  },
  version: {
    // Every collection with versions restores as a draft (src/drafts/restore.ts); the legal
    // documents (a global without drafts) have their own key below.
    aboutToRestore:
      '이 {{label}} 문서를 {{versionDate}} 시점의 내용으로 되돌린 초안을 만듭니다. 사이트에는 지금 게시된 내용이 그대로 보이고, 게시해야 바뀝니다.',
    aboutToRestoreGlobal: '{{label}}을(를) {{versionDate}} 시점의 내용으로 복원합니다.',
    aboutToUnpublishIn: '{{locale}}에서 이 문서의 게시를 해제합니다. 계속할까요?',
    changedFieldsCount_one: '변경된 항목 {{count}}개',
    changedFieldsCount_other: '변경된 항목 {{count}}개',
    compareVersion: '비교할 버전:',
    comparingAgainst: '비교 대상',
    confirmPublish: '게시 확인',
    confirmRevertToSaved: '되돌리기 확인',
    confirmUnpublish: '게시 해제 확인',
    confirmVersionRestoration: '버전 복원 확인',
    currentlyViewing: '지금 보는 버전',
    draftHasPublishedVersion: '초안 (게시된 버전 있음)',
    lastSavedAgo: '{{distance}} 전에 저장됨',
    modifiedOnly: '바뀐 항목만',
    moreVersions: '버전 더 보기...',
    noFurtherVersionsFound: '더 이상 버전이 없습니다',
    noRowsFound: '{{label}}이(가) 없습니다',
    previouslyDraft: '이전 초안',
    previouslyPublished: '이전 게시본',
    publishAllLocales: '모든 언어 게시',
    publishIn: '{{locale}} 게시',
    publishing: '게시 중',
    restoreAsDraft: '초안으로 복원',
    restoreThisVersion: '이 버전을 초안으로 복원',
    scheduledSuccessfully: '게시를 예약했습니다.',
    schedulePublish: '게시 예약',
    selectLocales: '표시할 언어 선택',
    showingVersionsFor: '버전 표시 대상:',
    showLocales: '언어 표시:',
    unpublished: '게시 안 됨',
    unpublishedSuccessfully: '게시를 해제했습니다.',
    unpublishIn: '{{locale}} 게시 해제',
    versionCount_many: '버전 {{count}}개',
    versionCount_none: '버전이 없습니다',
    versionCount_one: '버전 {{count}}개',
    versionCount_other: '버전 {{count}}개',
  },
}

/** Payload's `i18n.translations`: the corrections above, and Lexical's. */
export const koreanTranslations = { ko: { ...koreanAdminTranslations, lexical } }

/**
 * The rich-text editor with Lexical's `ko` corrected. Lexical merges its own translations over the
 * config's `i18n.translations` while the config is built, which would undo the corrections; an
 * adapter's `i18n` is merged after it (payload/dist/config/sanitize.js), so they are given there.
 */
export function withKoreanLexical<Args, Adapter extends object>(
  editor: (args: Args) => Promise<Adapter>,
): (args: Args) => Promise<Adapter> {
  return async (args) => ({ ...(await editor(args)), i18n: { ko: { lexical } } })
}

/**
 * The storage plugin's own fields (`prefix`, `_objectKey`: where a file lives) have English labels
 * ("Prefix", "_object Key") and appear among a list's columns and filters although hidden. Given
 * Korean labels and kept out of the list; runs after the storage plugin (payload.config.ts).
 */
const storageFieldLabels: Record<string, string> = { prefix: '저장 폴더', _objectKey: '저장 위치 키' }
export const koreanStorageFields: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    collection.upload
      ? {
          ...collection,
          fields: collection.fields.map((field): Field => {
            const label = 'name' in field ? storageFieldLabels[field.name] : undefined
            return label && field.type === 'text'
              ? {
                  ...field,
                  label,
                  admin: { ...field.admin, disableListColumn: true, disableListFilter: true, disableGroupBy: true },
                }
              : field
          }),
        }
      : collection,
  ),
})
