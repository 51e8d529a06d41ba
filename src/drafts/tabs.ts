/**
 * One person with a document open in two tabs of one browser: Payload's edit lock belongs to the
 * person, so both tabs autosaved, and the later autosave wrote its whole form over words the
 * other had saved a moment before (Payload's own stale-data check skips autosaved collections).
 * The tab that opened the document first edits it; a later tab does not save (nor discard an
 * untouched draft) and says why, until the first is closed or has left the document and the later
 * one is reloaded with what the first saved. Two people are kept apart by
 * the edit lock (src/drafts/locks.ts); one person on two devices is not covered.
 */
export const oneEditingTab = '@/components/admin/OneEditingTab#OneEditingTab'
