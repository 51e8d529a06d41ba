/**
 * Where uploaded files live: local disk by default (src/media/collection.ts, InquiryFiles.ts),
 * an S3-compatible bucket when S3_* is set, so that several servers share them.
 *
 * The plugin is always in the config, switched off without S3: it adds the same two columns
 * (`prefix`, `_objectKey`) either way, so one set of migrations fits both, and its admin
 * component is in the import map whichever storage the build meets.
 */
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Field, Plugin } from 'payload'
import { bucketFolder, type S3Settings, STORED_COLLECTIONS } from './env'

/**
 * The plugin stores each upload's folder in `prefix`, defaulting to the collection folder of the
 * S3_PREFIX in force when the migration was made (and fills existing rows with it). Stored empty,
 * the folder is read from the configuration instead: every file lives at
 * <S3_PREFIX>/<collection>/<filename>, whatever S3_PREFIX was when a migration was generated.
 */
const folderFromConfig: Field = {
  name: 'prefix',
  type: 'text',
  defaultValue: '',
  admin: { hidden: true, readOnly: true },
}

type FileHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/**
 * On local disk, a file that is not there answers 404 (the bucket's handler already does): Payload's
 * own disk fallback answers 500 "Something went wrong." for it, and next/image passes that on.
 * Runs after Payload's read-access check; a file that is there is left to Payload to send.
 */
const missingFileIs404 = (staticDir: string) =>
  (async (_req, { params }) => {
    const folder = path.resolve(staticDir)
    const file = path.resolve(folder, params.filename)
    if (!file.startsWith(folder + path.sep)) return undefined
    const found = await stat(file).then(
      (info) => info.isFile(),
      () => false,
    )
    if (found) return undefined
    return Response.json({ errors: [{ message: '파일을 찾을 수 없습니다.' }] }, { status: 404 })
    // Payload's type says Promise<void> | Promise<Response>; it sends whichever is a Response.
  }) as FileHandler

function withLocalFileHandler(collection: CollectionConfig): CollectionConfig {
  const upload = collection.upload
  if (typeof upload !== 'object' || !upload.staticDir) return collection
  const handlers = [missingFileIs404(upload.staticDir), ...(upload.handlers ?? [])]
  return { ...collection, upload: { ...upload, handlers } }
}

export function mediaStorage(settings: S3Settings | undefined): Plugin {
  const plugin = s3Storage({
    enabled: Boolean(settings),
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? '',
    // Files are always served through Payload's file route (/api/<collection>/file/…), never
    // straight from the bucket: the route checks read access (pitch decks answer editors alone),
    // the bucket stays private, and next/image and the Content-Security-Policy see one origin.
    collections: {
      media: { prefix: bucketFolder(settings, 'media') },
      'inquiry-files': { prefix: bucketFolder(settings, 'inquiry-files') },
    },
    config: settings
      ? {
          region: settings.region,
          endpoint: settings.endpoint,
          forcePathStyle: settings.forcePathStyle,
          credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
          // The AWS SDK now adds CRC checksums to every upload by default; several S3-compatible
          // services (older MinIO, NCP and others) refuse them. Only where an operation requires one.
          ...(settings.endpoint
            ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
            : {}),
        }
      : {},
  })
  return (config) =>
    plugin({
      ...config,
      collections: config.collections?.map((collection) =>
        (STORED_COLLECTIONS as readonly string[]).includes(collection.slug)
          ? {
              ...(settings ? collection : withLocalFileHandler(collection)),
              fields: [...collection.fields, folderFromConfig],
            }
          : collection,
      ),
    })
}
