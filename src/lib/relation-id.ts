/** The id of a relationship whether it came populated (depth ≥ 1) or as an id (depth 0). */
export const relationId = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'number') return value.id
  return undefined
}
