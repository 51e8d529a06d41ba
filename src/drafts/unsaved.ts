/**
 * An autosaved document's last change is sent about 2 s after the typing stops (the form's
 * debounce, `versions.drafts.autosave.interval`). Payload turns its "leave without saving"
 * warning off for autosaved collections (@payloadcms/ui's Edit view: `preventLeaveWithoutSaving`
 * is `!autosaveEnabled`), so closing the tab or leaving within that window lost the change (a
 * block move and a heading). The edit view renders Payload's own warning again: it asks only
 * while the form holds a change not yet saved (or a save was refused), and the autosave that
 * follows clears it. A shorter interval would only narrow the window.
 */
export const unsavedChangesGuard = '@/components/admin/UnsavedChangesGuard#UnsavedChangesGuard'
