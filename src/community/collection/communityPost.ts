import type { CollectionConfig } from 'payload'
import { editors, editorsOrPublishedPublic } from '@/access'
import { dateTimeAdmin } from '@/admin/korean'
import { commentsField, deleteCommentsOfDocument } from '@/comments/collection'
import { type CommunityCollection, categoryOfCollection } from '@/community/categories'
import { expireAtPublicationTime, publicationStateField } from '@/community/scheduling'
import { activityHooks, lastEditorField } from '@/content-activity/record'
import { copyTitle, dateCopyNow } from '@/drafts/duplicate'
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
import { keepSearchText, searchTextField } from '@/search/plain-text'
import { keepSearchKey, searchKeyField } from '@/search/search-key'
import { seoFields } from '@/seo/fields'

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** A post is found by its title, summary and body text; by initials, by its title and summary. */
const keepPostSearchKey = keepSearchKey((doc) => ({
  texts: [text(doc.title), text(doc.summary), text(doc.searchText)],
  short: [text(doc.title), text(doc.summary)],
}))

/** News and impact stories share one shape; each is its own collection (and URL category). */
export function communityPostCollection(
  slug: CommunityCollection,
  labels: { singular: string; plural: string },
): CollectionConfig {
  const category = categoryOfCollection(slug)
  const tags = () => [cacheTags.community(category)]
  const revalidate = revalidateCollection(tags)
  // Who changed what, when (src/content-activity); a later 게시일 makes a publication a schedule.
  const activity = activityHooks(slug, { scheduledAt: (doc) => doc.publishedAt })
  return {
    slug,
    labels,
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'publishedAt', 'publication', 'audience', '_status', 'review.state', 'comments'],
      group: '커뮤니티',
      livePreview: { url: ({ data }) => livePreviewUrl(`/community/${category}/${data.id}`) },
      preview: (doc) => livePreviewUrl(`/community/${category}/${doc.id}`),
      // "새로 생성" left untouched leaves no empty draft (src/drafts/untouched.ts); leaving with a
      // change not yet autosaved asks first (src/drafts/unsaved.ts); a second tab on the same document
      // does not save over the first (src/drafts/tabs.ts).
      // An 편집자 under review sees 검토 요청 where 게시 stands (src/review).
      components: {
        edit: {
          beforeDocumentControls: [discardUntouchedDraft, unsavedChangesGuard, oneEditingTab],
          PublishButton: reviewPublishButton,
        },
      },
    },
    access: {
      read: editorsOrPublishedPublic,
      create: editors,
      update: editors,
      delete: editors,
      readVersions: editors,
    },
    // Scheduling is the 게시일 (src/community/scheduling.ts), not a second scheduler under ▾.
    versions: { drafts: { autosave: { interval: 2000 } }, maxPerDoc: 30 },
    // A version is restored as a draft, published when staff press 게시 (src/drafts/restore.ts).
    endpoints: [restoreAsDraftEndpoint(slug), reviewEndpoint(slug)],
    defaultSort: '-publishedAt',
    // Public lists, a post's neighbours and the list's count: equality on audience and state, then
    // the list's order (docs/adr/0045-real-scale.md).
    indexes: [{ fields: ['audience', '_status', 'publishedAt'] }],
    hooks: {
      // Only the holder of a document's edit lock saves it (src/drafts/locks.ts).
      beforeOperation: editLockHooks.beforeOperation,
      beforeValidate: [keepUnwritableFieldsOnRestore],
      beforeChange: [reviewSteps, keepSearchText, keepPostSearchKey],
      afterChange: [
        ...revalidate.afterChange,
        expireAtPublicationTime(tags),
        ...editLockHooks.afterChange,
        activity.afterChange,
        afterReviewStep,
      ],
      afterDelete: [...revalidate.afterDelete, activity.afterDelete, deleteCommentsOfDocument],
    },
    fields: [
      reviewNoticeField,
      {
        name: 'title',
        type: 'text',
        label: '제목',
        required: true,
        maxLength: 120,
        hooks: { beforeDuplicate: [copyTitle(120)] },
      },
      {
        name: 'summary',
        type: 'textarea',
        label: '요약',
        required: true,
        maxLength: 300,
        admin: { description: '목록과 검색 결과, 공유 미리보기에 쓰입니다 (300자 이내).' },
      },
      { name: 'cover', type: 'upload', relationTo: 'media', label: '대표 이미지' },
      { name: 'body', type: 'richText', label: '본문', required: true },
      {
        name: 'publishedAt',
        type: 'date',
        label: '게시일',
        required: true,
        index: true,
        defaultValue: () => new Date().toISOString(),
        hooks: { beforeDuplicate: [dateCopyNow] },
        admin: {
          position: 'sidebar',
          date: dateTimeAdmin,
          description: '사이트에 공개되는 시각입니다. 앞으로의 시각을 정하고 게시하면 그때 공개됩니다.',
        },
      },
      publicationStateField,
      {
        name: 'audience',
        type: 'select',
        label: '공개 범위',
        required: true,
        defaultValue: 'public',
        index: true,
        options: [
          { label: '전체 공개', value: 'public' },
          { label: '회원 전용', value: 'members' },
        ],
        admin: { position: 'sidebar' },
      },
      { name: 'tags', type: 'text', label: '태그', hasMany: true, admin: { position: 'sidebar' } },
      seoFields({
        title: 'title',
        description: 'summary',
        image: 'cover',
        labels: { title: '글 제목', description: '요약', image: '대표 이미지' },
        address: { kind: 'post', category },
      }),
      reviewField,
      commentsField(),
      lastEditorField,
      searchTextField,
      searchKeyField,
    ],
  }
}
