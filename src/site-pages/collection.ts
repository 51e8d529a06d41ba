import type { CollectionConfig, PayloadRequest } from 'payload'
import { admins, adminsField, editors, editorsOrPublished } from '@/access'
import { pageLayoutBlocks } from '@/blocks/config'
import { commentsField, deleteCommentsOfDocument } from '@/comments/collection'
import { activityHooks, lastEditorField } from '@/content-activity/record'
import { copyTitle } from '@/drafts/duplicate'
import { editLockHooks } from '@/drafts/locks'
import { keepUnwritableFieldsOnRestore, restoreAsDraftEndpoint } from '@/drafts/restore'
import { oneEditingTab } from '@/drafts/tabs'
import { unsavedChangesGuard } from '@/drafts/unsaved'
import { discardUntouchedDraft } from '@/drafts/untouched'
import { cacheTags } from '@/lib/cache-tags'
import { livePreviewUrl } from '@/lib/preview'
import { revalidateCollection } from '@/lib/revalidate'
import { reviewEndpoint } from '@/review/endpoint'
import { reviewField, reviewNoticeField, reviewPublishButton } from '@/review/fields'
import { afterReviewStep, reviewSteps } from '@/review/hooks'
import { keepSearchKey, searchKeyField } from '@/search/search-key'
import { seoFields } from '@/seo/fields'
import {
  checkPagePath,
  copyPagePath,
  normalizePagePath,
  noteMovedAddress,
  pageAddressChanged,
  pageAddressRemoved,
  pageRedirectsRemoved,
} from './address'
import { adminsDeleteOwnPages, fixedPageControls, keepFixedPages, keepFixedPagesPublished } from './fixed-pages'

/** Each block kind's name, as the comments panel labels a block ("블록 3 · 카드 목록"). */
const blockLabels = Object.fromEntries(
  pageLayoutBlocks.map((block) => [
    block.slug,
    typeof block.labels?.singular === 'string' ? block.labels.singular : block.slug,
  ]),
)

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
const group = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {})

/** A page is found by its title, its hero's heading and text and its search description. */
const keepPageSearchKey = keepSearchKey((doc) => {
  const hero = group(doc.hero)
  const title = [text(doc.title), text(hero.heading)]
  return { texts: [...title, text(hero.body), text(group(doc.meta).description)], short: title }
})

/**
 * The site's fixed pages (the spec's route table), one document each, addressed by their route
 * path so Hangul titles never have to become URLs. Editors edit and publish them; whether a page
 * exists is the admins' decision, and the fixed ones are never deleted or unpublished.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: '페이지', plural: '페이지' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'review.state', 'comments', 'updatedAt'],
    group: '콘텐츠',
    livePreview: { url: ({ data }) => livePreviewUrl(String(data.path ?? '/')) },
    preview: (doc) => livePreviewUrl(String(doc.path ?? '/')),
    // "새로 생성" left untouched leaves no empty draft (src/drafts/untouched.ts); leaving with a
    // change not yet autosaved asks first (src/drafts/unsaved.ts); a second tab on the same document
    // does not save over the first (src/drafts/tabs.ts); a fixed page offers no unpublish.
    components: {
      edit: {
        beforeDocumentControls: [
          discardUntouchedDraft,
          unsavedChangesGuard,
          oneEditingTab,
          fixedPageControls.beforeDocumentControls,
        ],
        UnpublishButton: fixedPageControls.UnpublishButton,
        PublishButton: reviewPublishButton,
      },
    },
  },
  access: {
    read: editorsOrPublished,
    create: admins,
    update: editors,
    delete: adminsDeleteOwnPages,
    readVersions: editors,
  },
  versions: { drafts: { autosave: { interval: 2000 }, schedulePublish: true }, maxPerDoc: 30 },
  // A version is restored as a draft (src/drafts/restore.ts).
  endpoints: [restoreAsDraftEndpoint('pages'), reviewEndpoint('pages')],
  hooks: (() => {
    const revalidate = revalidateCollection<{ path?: string }>((doc) => [
      ...(doc.path ? [cacheTags.page(doc.path)] : []),
      cacheTags.anyPage,
    ])
    // Who changed what, when (src/content-activity).
    const activity = activityHooks('pages')
    return {
      // Only the holder of a document's edit lock saves it (src/drafts/locks.ts).
      beforeOperation: [...editLockHooks.beforeOperation, keepFixedPagesPublished],
      beforeValidate: [keepUnwritableFieldsOnRestore],
      beforeChange: [reviewSteps, noteMovedAddress, keepPageSearchKey],
      afterChange: [
        ...revalidate.afterChange,
        pageAddressChanged,
        ...editLockHooks.afterChange,
        activity.afterChange,
        afterReviewStep,
      ],
      beforeDelete: [keepFixedPages, pageRedirectsRemoved],
      afterDelete: [...revalidate.afterDelete, pageAddressRemoved, activity.afterDelete, deleteCommentsOfDocument],
    }
  })(),
  fields: [
    reviewNoticeField,
    { name: 'title', type: 'text', label: '제목', required: true, hooks: { beforeDuplicate: [copyTitle()] } },
    searchKeyField,
    {
      name: 'path',
      type: 'text',
      label: '사이트 주소',
      required: true,
      unique: true,
      index: true,
      // A page's address is part of the menus and links: moving it is the admins' decision.
      access: { update: adminsField },
      admin: {
        position: 'sidebar',
        description:
          '새 페이지는 /p/ 아래에 둡니다 (한글 가능). 예: /p/채용-안내. 고정 페이지의 주소는 바뀌지 않습니다.',
      },
      hooks: { beforeValidate: [({ value }) => normalizePagePath(value)], beforeDuplicate: [copyPagePath] },
      validate: (value: unknown, { previousValue, req }: { previousValue?: unknown; req: PayloadRequest }) =>
        checkPagePath(value, { previousValue, req }),
    },
    {
      name: 'leaveRedirect',
      type: 'checkbox',
      label: '주소를 바꾸면 이전 주소에서 새 주소로 연결하기',
      defaultValue: true,
      virtual: true,
      access: { update: adminsField },
      admin: {
        // Payload makes virtual fields read-only in the admin unless told otherwise.
        readOnly: false,
        position: 'sidebar',
        description:
          '게시된 페이지의 주소를 바꿔 게시할 때, 이전 주소로 들어온 방문자를 새 주소로 보냅니다 (영구 이동).',
        condition: (data) => Boolean(data?.id) && typeof data?.path === 'string' && data.path.startsWith('/p/'),
      },
    },
    {
      name: 'hero',
      type: 'group',
      label: '첫 화면',
      fields: [
        { name: 'eyebrow', type: 'text', label: '머리말' },
        { name: 'heading', type: 'text', label: '제목', required: true },
        { name: 'body', type: 'textarea', label: '본문' },
        { name: 'image', type: 'upload', relationTo: 'media', label: '배경 이미지' },
        {
          name: 'mode',
          type: 'select',
          label: '내비게이션 모양 (홈)',
          defaultValue: 'title1',
          options: [
            { label: '기본', value: 'title1' },
            { label: '어두운 배경 위 흰 로고', value: 'title2' },
          ],
        },
      ],
    },
    {
      name: 'layout',
      type: 'blocks',
      label: '본문 블록',
      labels: { singular: '블록', plural: '블록' },
      blocks: pageLayoutBlocks,
    },
    seoFields({
      title: 'title',
      description: 'hero.body',
      image: 'hero.image',
      labels: { title: '페이지 제목', description: '첫 화면 본문', image: '첫 화면 배경 이미지' },
      address: { kind: 'page', field: 'path' },
    }),
    reviewField,
    commentsField(blockLabels),
    lastEditorField,
  ],
}
