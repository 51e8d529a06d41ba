import * as migration_20261122_042314 from './20261122_042314';
import * as migration_20261122_042400_auth_schema from './20261122_042400_auth_schema';
import * as migration_20261122_045357 from './20261122_045357';
import * as migration_20261122_190354_outbox_mail_jobs from './20261122_190354_outbox_mail_jobs';
import * as migration_20261122_190500_auth_member_fields from './20261122_190500_auth_member_fields';
import * as migration_20261122_192636 from './20261122_192636';
import * as migration_20261124_024317_page_views from './20261124_024317_page_views';
import * as migration_20261124_090143_upload_storage_fields from './20261124_090143_upload_storage_fields';
import * as migration_20261125_142842_inquiry_export_logs from './20261125_142842_inquiry_export_logs';
import * as migration_20261125_150812_staff_accounts_and_scheduled_posts from './20261125_150812_staff_accounts_and_scheduled_posts';
import * as migration_20261125_174327_staff_login_without_lockout from './20261125_174327_staff_login_without_lockout';
import * as migration_20261125_181442_issue19_sensitive_consent from './20261125_181442_issue19_sensitive_consent';
import * as migration_20261125_181500_auth_marketing_withdrawn from './20261125_181500_auth_marketing_withdrawn';
import * as migration_20261125_185500_issue19_search_text from './20261125_185500_issue19_search_text';
import * as migration_20261125_190000_issue19_inquiry_answers from './20261125_190000_issue19_inquiry_answers';
import * as migration_20261125_201551_issue19_member_notes from './20261125_201551_issue19_member_notes';
import * as migration_20261125_204000_site_members from './20261125_204000_site_members';
import * as migration_20261125_205500_issue20_menus_pages_redirects from './20261125_205500_issue20_menus_pages_redirects';
import * as migration_20261125_210500_issue20_overview_indexes from './20261125_210500_issue20_overview_indexes';
import * as migration_20261125_210850_issue20_scale_indexes from './20261125_210850_issue20_scale_indexes';
import * as migration_20261125_211000_site_rate_limits from './20261125_211000_site_rate_limits';
import * as migration_20261126_080000_site_rate_limits_forget from './20261126_080000_site_rate_limits_forget';
import * as migration_20261126_120000_search_text_quotes from './20261126_120000_search_text_quotes';
import * as migration_20261128_120000_page_view_addresses from './20261128_120000_page_view_addresses';
import * as migration_20261128_215539_unverified_accounts_task from './20261128_215539_unverified_accounts_task';
import * as migration_20261129_000000_one_rate_limiter from './20261129_000000_one_rate_limiter';
import * as migration_20261129_003455_search_key from './20261129_003455_search_key';
import * as migration_20261129_032538_content_activity from './20261129_032538_content_activity';
import * as migration_20261129_084856_post_seo from './20261129_084856_post_seo';
import * as migration_20261129_085841_editorial_review from './20261129_085841_editorial_review';
import * as migration_20261129_092425_link_checks_reusable_blocks from './20261129_092425_link_checks_reusable_blocks';
import * as migration_20261129_092854_comments from './20261129_092854_comments';
import * as migration_20261129_153359_privacy_requests from './20261129_153359_privacy_requests';
import * as migration_20261129_154547_retention from './20261129_154547_retention';
import * as migration_20261129_175722_legal_versions from './20261129_175722_legal_versions';
import * as migration_20261129_183734_marketing_digest from './20261129_183734_marketing_digest';
import * as migration_20261129_210454_inline_phone_image from './20261129_210454_inline_phone_image';

export const migrations = [
  {
    up: migration_20261122_042314.up,
    down: migration_20261122_042314.down,
    name: '20261122_042314',
  },
  {
    up: migration_20261122_042400_auth_schema.up,
    down: migration_20261122_042400_auth_schema.down,
    name: '20261122_042400_auth_schema',
  },
  {
    up: migration_20261122_045357.up,
    down: migration_20261122_045357.down,
    name: '20261122_045357',
  },
  {
    up: migration_20261122_190354_outbox_mail_jobs.up,
    down: migration_20261122_190354_outbox_mail_jobs.down,
    name: '20261122_190354_outbox_mail_jobs',
  },
  {
    up: migration_20261122_190500_auth_member_fields.up,
    down: migration_20261122_190500_auth_member_fields.down,
    name: '20261122_190500_auth_member_fields',
  },
  {
    up: migration_20261122_192636.up,
    down: migration_20261122_192636.down,
    name: '20261122_192636',
  },
  {
    up: migration_20261124_024317_page_views.up,
    down: migration_20261124_024317_page_views.down,
    name: '20261124_024317_page_views',
  },
  {
    up: migration_20261124_090143_upload_storage_fields.up,
    down: migration_20261124_090143_upload_storage_fields.down,
    name: '20261124_090143_upload_storage_fields',
  },
  {
    up: migration_20261125_142842_inquiry_export_logs.up,
    down: migration_20261125_142842_inquiry_export_logs.down,
    name: '20261125_142842_inquiry_export_logs',
  },
  {
    up: migration_20261125_150812_staff_accounts_and_scheduled_posts.up,
    down: migration_20261125_150812_staff_accounts_and_scheduled_posts.down,
    name: '20261125_150812_staff_accounts_and_scheduled_posts',
  },
  {
    up: migration_20261125_174327_staff_login_without_lockout.up,
    down: migration_20261125_174327_staff_login_without_lockout.down,
    name: '20261125_174327_staff_login_without_lockout',
  },
  {
    up: migration_20261125_181442_issue19_sensitive_consent.up,
    down: migration_20261125_181442_issue19_sensitive_consent.down,
    name: '20261125_181442_issue19_sensitive_consent',
  },
  {
    up: migration_20261125_181500_auth_marketing_withdrawn.up,
    down: migration_20261125_181500_auth_marketing_withdrawn.down,
    name: '20261125_181500_auth_marketing_withdrawn',
  },
  {
    up: migration_20261125_185500_issue19_search_text.up,
    down: migration_20261125_185500_issue19_search_text.down,
    name: '20261125_185500_issue19_search_text',
  },
  {
    up: migration_20261125_190000_issue19_inquiry_answers.up,
    down: migration_20261125_190000_issue19_inquiry_answers.down,
    name: '20261125_190000_issue19_inquiry_answers',
  },
  {
    up: migration_20261125_201551_issue19_member_notes.up,
    down: migration_20261125_201551_issue19_member_notes.down,
    name: '20261125_201551_issue19_member_notes',
  },
  {
    up: migration_20261125_204000_site_members.up,
    down: migration_20261125_204000_site_members.down,
    name: '20261125_204000_site_members',
  },
  {
    up: migration_20261125_205500_issue20_menus_pages_redirects.up,
    down: migration_20261125_205500_issue20_menus_pages_redirects.down,
    name: '20261125_205500_issue20_menus_pages_redirects',
  },
  {
    up: migration_20261125_210500_issue20_overview_indexes.up,
    down: migration_20261125_210500_issue20_overview_indexes.down,
    name: '20261125_210500_issue20_overview_indexes',
  },
  {
    up: migration_20261125_210850_issue20_scale_indexes.up,
    down: migration_20261125_210850_issue20_scale_indexes.down,
    name: '20261125_210850_issue20_scale_indexes',
  },
  {
    up: migration_20261125_211000_site_rate_limits.up,
    down: migration_20261125_211000_site_rate_limits.down,
    name: '20261125_211000_site_rate_limits',
  },
  {
    up: migration_20261126_080000_site_rate_limits_forget.up,
    down: migration_20261126_080000_site_rate_limits_forget.down,
    name: '20261126_080000_site_rate_limits_forget',
  },
  {
    up: migration_20261126_120000_search_text_quotes.up,
    down: migration_20261126_120000_search_text_quotes.down,
    name: '20261126_120000_search_text_quotes',
  },
  {
    up: migration_20261128_120000_page_view_addresses.up,
    down: migration_20261128_120000_page_view_addresses.down,
    name: '20261128_120000_page_view_addresses',
  },
  {
    up: migration_20261128_215539_unverified_accounts_task.up,
    down: migration_20261128_215539_unverified_accounts_task.down,
    name: '20261128_215539_unverified_accounts_task',
  },
  {
    up: migration_20261129_000000_one_rate_limiter.up,
    down: migration_20261129_000000_one_rate_limiter.down,
    name: '20261129_000000_one_rate_limiter',
  },
  {
    up: migration_20261129_003455_search_key.up,
    down: migration_20261129_003455_search_key.down,
    name: '20261129_003455_search_key',
  },
  {
    up: migration_20261129_032538_content_activity.up,
    down: migration_20261129_032538_content_activity.down,
    name: '20261129_032538_content_activity',
  },
  {
    up: migration_20261129_084856_post_seo.up,
    down: migration_20261129_084856_post_seo.down,
    name: '20261129_084856_post_seo',
  },
  {
    up: migration_20261129_085841_editorial_review.up,
    down: migration_20261129_085841_editorial_review.down,
    name: '20261129_085841_editorial_review',
  },
  {
    up: migration_20261129_092425_link_checks_reusable_blocks.up,
    down: migration_20261129_092425_link_checks_reusable_blocks.down,
    name: '20261129_092425_link_checks_reusable_blocks',
  },
  {
    up: migration_20261129_092854_comments.up,
    down: migration_20261129_092854_comments.down,
    name: '20261129_092854_comments',
  },
  {
    up: migration_20261129_153359_privacy_requests.up,
    down: migration_20261129_153359_privacy_requests.down,
    name: '20261129_153359_privacy_requests',
  },
  {
    up: migration_20261129_154547_retention.up,
    down: migration_20261129_154547_retention.down,
    name: '20261129_154547_retention',
  },
  {
    up: migration_20261129_175722_legal_versions.up,
    down: migration_20261129_175722_legal_versions.down,
    name: '20261129_175722_legal_versions',
  },
  {
    up: migration_20261129_183734_marketing_digest.up,
    down: migration_20261129_183734_marketing_digest.down,
    name: '20261129_183734_marketing_digest',
  },
  {
    up: migration_20261129_210454_inline_phone_image.up,
    down: migration_20261129_210454_inline_phone_image.down,
    name: '20261129_210454_inline_phone_image'
  },
];
