/** Messages keyed by field name: what a form shows beside each field. */
export type FieldErrors = Record<string, string>

/** The shape of a zod error that matters here; a type only, so no zod in the bundle that uses it. */
interface Issues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[]
}

/**
 * The first message per field. A key is the path's names without list positions: `agreements.terms`
 * for a nested object, `contactMethods` for any entry of that list.
 */
export function fieldErrorsOf(error: Issues): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.filter((part) => typeof part === 'string').join('.') || 'form'
    errors[key] ??= issue.message
  }
  return errors
}

/** A refused submission as a form shows it: one Korean message, the server's field errors if any. */
export type FormFailure = { status: number; code?: string; message: string; errors?: FieldErrors }
