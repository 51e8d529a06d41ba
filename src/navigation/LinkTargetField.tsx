'use client'

import { RelationshipField, SelectField, TextField, useFormFields } from '@payloadcms/ui'
import type { RelationshipFieldClientProps, SelectFieldClientProps, TextFieldClientProps } from 'payload'

type Props = (RelationshipFieldClientProps | SelectFieldClientProps | TextFieldClientProps) & {
  /** The 연결 대상 (`kind`) this field belongs to: shown only while its row's kind is this one. */
  kind: string
}

/**
 * A link's target field (page, post, site screen or external address), shown while the row's
 * 연결 대상 is its kind. Decided here, in the browser, from the row's `kind` as it is now, instead
 * of by `admin.condition`: see the workaround note in ./link-fields.ts.
 */
export function LinkTargetField({ kind, ...props }: Props) {
  const kindPath = props.path.replace(/[^.]+$/, 'kind')
  const chosen = useFormFields(([fields]) => fields[kindPath]?.value)
  if (chosen !== kind) return null
  switch (props.field.type) {
    case 'relationship':
      return <RelationshipField {...(props as RelationshipFieldClientProps)} />
    case 'select':
      return <SelectField {...(props as SelectFieldClientProps)} />
    default:
      return <TextField {...(props as TextFieldClientProps)} />
  }
}
