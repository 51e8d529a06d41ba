import { ReviewNotice as ReviewNotice_93031a391bf5b936a4bf8e7291cb5b63 } from '@/review/ReviewPanel'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockTitle as BlockTitle_82a50a6e1c3a9c23a002e576ad0d5b3a } from '@/components/admin/BlockTitle'
import { RowTitle as RowTitle_136e5c8465f570da2e9445e764ffffc4 } from '@/components/admin/RowTitle'
import { SeoPreview as SeoPreview_1bcdc1cb80a5150febc4d1ad204d4c1c } from '@/seo/SeoPreview'
import { ReviewPanel as ReviewPanel_93031a391bf5b936a4bf8e7291cb5b63 } from '@/review/ReviewPanel'
import { CommentsPanel as CommentsPanel_276226934b52234fe49e365faf87176f } from '@/comments/CommentsPanel'
import { OpenCommentsCell as OpenCommentsCell_1c57ec384957e3443a3df56825810cde } from '@/comments/OpenCommentsCell'
import { DiscardUntouchedDraft as DiscardUntouchedDraft_11283ae8df93ca9d090bbeb752be598d } from '@/components/admin/DiscardUntouchedDraft'
import { UnsavedChangesGuard as UnsavedChangesGuard_2f1cc2c33efb502e75942e0f9d9c13ed } from '@/components/admin/UnsavedChangesGuard'
import { OneEditingTab as OneEditingTab_b0fff6593a6fea0b147978f0ef31c821 } from '@/components/admin/OneEditingTab'
import { NoUnpublishScheduleForFixed as NoUnpublishScheduleForFixed_2b2ac1dadbd154d0e6e3bbb167fe30b9 } from '@/components/admin/FixedPageControls'
import { ReviewPublishButton as ReviewPublishButton_5e723844f626c379476c66afb476e441 } from '@/review/ReviewPublishButton'
import { UnpublishUnlessFixed as UnpublishUnlessFixed_2b2ac1dadbd154d0e6e3bbb167fe30b9 } from '@/components/admin/FixedPageControls'
import { ReusableBlockUsage as ReusableBlockUsage_327ebbc966db527fa690d757b987eac2 } from '@/reusable-blocks/ReusableBlockUsage'
import { LinkTargetField as LinkTargetField_482b24e7d2a45ffeaff81212f452bfc7 } from '@/navigation/LinkTargetField'
import { InquiryExportLink as InquiryExportLink_6bdd173c9ccc8f3d40e1470c4af7a6d1 } from '@/inquiries/collection/InquiryExportLink'
import { DocumentCell as DocumentCell_9bed264ed49c2d39fd060a3fd094c7e3 } from '@/link-check/DocumentCell'
import { DigestPreview as DigestPreview_32a485aa94b4a8dd8f76c3056a3d949d } from '@/marketing/DigestPreview'
import { HeaderSearch as HeaderSearch_237795381152446ed1d7349d5350f8be } from '@/admin-search/HeaderSearch'
import { CalendarNavLink as CalendarNavLink_5b38b1cd51ad5e561cea0b55a498816e } from '@/content-calendar/CalendarNavLink'
import { MembersNavLink as MembersNavLink_6032a50eab784b2fd6b0ecc6c40e90da } from '@/members/admin/MembersNavLink'
import { Overview as Overview_323f64507ad49ff060c7bc8635aa76d8 } from '@/admin/overview/Overview'
import { KoreanAdminFixes as KoreanAdminFixes_ff348a0135b92b1384d78ea8129645a6 } from '@/components/admin/KoreanAdminFixes'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { SearchView as SearchView_f1358468e66d98f98b897ccafaa6a0e8 } from '@/admin-search/SearchView'
import { CalendarView as CalendarView_fb8f4f8ba014bfdfc90b401c45ee6f02 } from '@/content-calendar/CalendarView'
import { MembersView as MembersView_9f89d91dd8c2ad91f0d345e2ad14c0c8 } from '@/members/admin/MembersView'
import { MemberView as MemberView_eb45c3d852ee01f45237d3707be4be35 } from '@/members/admin/MemberView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/review/ReviewPanel#ReviewNotice": ReviewNotice_93031a391bf5b936a4bf8e7291cb5b63,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/components/admin/BlockTitle#BlockTitle": BlockTitle_82a50a6e1c3a9c23a002e576ad0d5b3a,
  "@/components/admin/RowTitle#RowTitle": RowTitle_136e5c8465f570da2e9445e764ffffc4,
  "@/seo/SeoPreview#SeoPreview": SeoPreview_1bcdc1cb80a5150febc4d1ad204d4c1c,
  "@/review/ReviewPanel#ReviewPanel": ReviewPanel_93031a391bf5b936a4bf8e7291cb5b63,
  "@/comments/CommentsPanel#CommentsPanel": CommentsPanel_276226934b52234fe49e365faf87176f,
  "@/comments/OpenCommentsCell#OpenCommentsCell": OpenCommentsCell_1c57ec384957e3443a3df56825810cde,
  "@/components/admin/DiscardUntouchedDraft#DiscardUntouchedDraft": DiscardUntouchedDraft_11283ae8df93ca9d090bbeb752be598d,
  "@/components/admin/UnsavedChangesGuard#UnsavedChangesGuard": UnsavedChangesGuard_2f1cc2c33efb502e75942e0f9d9c13ed,
  "@/components/admin/OneEditingTab#OneEditingTab": OneEditingTab_b0fff6593a6fea0b147978f0ef31c821,
  "@/components/admin/FixedPageControls#NoUnpublishScheduleForFixed": NoUnpublishScheduleForFixed_2b2ac1dadbd154d0e6e3bbb167fe30b9,
  "@/review/ReviewPublishButton#ReviewPublishButton": ReviewPublishButton_5e723844f626c379476c66afb476e441,
  "@/components/admin/FixedPageControls#UnpublishUnlessFixed": UnpublishUnlessFixed_2b2ac1dadbd154d0e6e3bbb167fe30b9,
  "@/reusable-blocks/ReusableBlockUsage#ReusableBlockUsage": ReusableBlockUsage_327ebbc966db527fa690d757b987eac2,
  "@/navigation/LinkTargetField#LinkTargetField": LinkTargetField_482b24e7d2a45ffeaff81212f452bfc7,
  "@/inquiries/collection/InquiryExportLink#InquiryExportLink": InquiryExportLink_6bdd173c9ccc8f3d40e1470c4af7a6d1,
  "@/link-check/DocumentCell#DocumentCell": DocumentCell_9bed264ed49c2d39fd060a3fd094c7e3,
  "@/marketing/DigestPreview#DigestPreview": DigestPreview_32a485aa94b4a8dd8f76c3056a3d949d,
  "@/admin-search/HeaderSearch#HeaderSearch": HeaderSearch_237795381152446ed1d7349d5350f8be,
  "@/content-calendar/CalendarNavLink#CalendarNavLink": CalendarNavLink_5b38b1cd51ad5e561cea0b55a498816e,
  "@/members/admin/MembersNavLink#MembersNavLink": MembersNavLink_6032a50eab784b2fd6b0ecc6c40e90da,
  "@/admin/overview/Overview#Overview": Overview_323f64507ad49ff060c7bc8635aa76d8,
  "@/components/admin/KoreanAdminFixes#KoreanAdminFixes": KoreanAdminFixes_ff348a0135b92b1384d78ea8129645a6,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/admin-search/SearchView#SearchView": SearchView_f1358468e66d98f98b897ccafaa6a0e8,
  "@/content-calendar/CalendarView#CalendarView": CalendarView_fb8f4f8ba014bfdfc90b401c45ee6f02,
  "@/members/admin/MembersView#MembersView": MembersView_9f89d91dd8c2ad91f0d345e2ad14c0c8,
  "@/members/admin/MemberView#MemberView": MemberView_eb45c3d852ee01f45237d3707be4be35,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
