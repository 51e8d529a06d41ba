import type { CollectionConfig, Field, Plugin } from 'payload'

const never = () => false
const writtenOnce = { create: never, update: never }

/**
 * A document's 생성 시각 (`createdAt`) is written once, by the database adapter, when the document
 * is created, and is never rewritten through REST, the admin or a bulk edit: an inquiry's 접수 시각
 * shows on the guest's lookup page, in the CSV and in the overdue count. The site's own writes
 * (seed, imports) use the Local API, which field access does not hold.
 */
const createdAtField: Field = {
  name: 'createdAt',
  type: 'date',
  index: true,
  label: ({ t }) => t('general:createdAt'),
  admin: { disableBulkEdit: true, hidden: true },
  access: writtenOnce,
}

function withFixedCreatedAt(collection: CollectionConfig): CollectionConfig {
  if (collection.timestamps === false) return collection
  const own = collection.fields.find((field) => 'name' in field && field.name === 'createdAt')
  if (!own) return { ...collection, fields: [...collection.fields, createdAtField] }
  return {
    ...collection,
    fields: collection.fields.map((field) =>
      field === own
        ? ({ ...field, access: { ...writtenOnce, ...(field as { access?: object }).access } } as Field)
        : field,
    ),
  }
}

/** Applies the rule above to every collection, including those plugins add. */
export const fixedCreatedAt: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(withFixedCreatedAt),
})
