/**
 * Links from the overview to the admin's own list views, filtered the way the list's filter
 * controls write it (`where[or][0][and][i][field][operator]=value`), so staff land on the exact
 * rows a figure counts and can change the filter from there.
 */
export type Condition = { field: string; operator: string; value: string | string[] }

export function adminListHref(adminRoute: string, collection: string, conditions: Condition[], sort?: string): string {
  const params: string[] = []
  for (const [index, { field, operator, value }] of conditions.entries()) {
    const key = `where[or][0][and][${index}][${field}][${operator}]`
    if (!Array.isArray(value)) params.push(`${key}=${encodeURIComponent(value)}`)
    else for (const [at, item] of value.entries()) params.push(`${key}[${at}]=${encodeURIComponent(item)}`)
  }
  if (sort) params.push(`sort=${encodeURIComponent(sort)}`)
  return `${adminRoute}/collections/${collection}${params.length ? `?${params.join('&')}` : ''}`
}

export const adminDocHref = (adminRoute: string, collection: string, id: number | string) =>
  `${adminRoute}/collections/${collection}/${id}`
