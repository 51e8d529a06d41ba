import 'server-only'
import { notFound } from 'next/navigation'
import { type LegalDocument, legalDocuments } from './documents'
import { getLegalVersions } from './read'
import { effectiveDay, publicVersions, versionInEffect } from './versions'

/**
 * A legal text's public versions for its pages, newest first, the one in effect at this moment,
 * and the moment itself: the pages are cached until the legal tag next expires, which a job does
 * when a notice begins or a version takes effect (LegalVersions.ts).
 */
export async function loadLegalDocument(doc: string) {
  if (!Object.hasOwn(legalDocuments, doc)) notFound()
  const document = doc as LegalDocument
  const now = new Date()
  const versions = publicVersions(await getLegalVersions(), document, now)
  if (versions.length === 0) notFound()
  const inEffect = versionInEffect(versions, document, now)
  return { document, title: legalDocuments[document], versions, inEffect, now }
}

/** The version of a day (`2026-12-29`) among the public ones. */
export const versionOfDay = <V extends { effectiveDate: string }>(versions: V[], day: string | undefined) =>
  day ? versions.find((version) => effectiveDay(version) === day) : undefined

/** What a version is at `now`, as its page says it. */
export function versionState(
  version: { id: number; effectiveDate: string },
  inEffect: { id: number } | undefined,
  now: Date,
) {
  if (version.id === inEffect?.id) return '시행 중'
  return new Date(version.effectiveDate) > now ? '시행 예정' : '지난 버전'
}
