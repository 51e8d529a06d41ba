'use client'

import { LeaveWithoutSaving } from '@payloadcms/ui'

/** Payload's "leave without saving?" (tab close and admin links) while an autosave is pending (src/drafts/unsaved.ts). */
export function UnsavedChangesGuard() {
  return <LeaveWithoutSaving />
}
