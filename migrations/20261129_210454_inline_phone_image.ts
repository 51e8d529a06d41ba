import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { renderInlinePhoneImage } from '../src/media/inline-phone-image'

/**
 * Each image's inline phone rendition (src/media/inline-phone-image.ts). Images already uploaded
 * get theirs from the file on local disk; where the file is elsewhere (object storage) the image
 * loads as before until it is uploaded again.
 */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "inline_phone_image" varchar;`)
  const staticDir = payload.collections.media.config.upload.staticDir
  const { rows } = await db.execute(
    sql`SELECT "id", "filename" FROM "media" WHERE "mime_type" LIKE 'image/%' AND "mime_type" <> 'image/svg+xml'`,
  )
  for (const row of rows as { id: number; filename: string | null }[]) {
    if (!row.filename || !staticDir) continue
    const bytes = await readFile(path.join(staticDir, path.basename(row.filename))).catch(() => null)
    const inline = bytes ? await renderInlinePhoneImage(bytes) : null
    if (inline) await db.execute(sql`UPDATE "media" SET "inline_phone_image" = ${inline} WHERE "id" = ${row.id}`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "inline_phone_image";`)
}
