import type { PayloadRequest } from 'payload'

/**
 * A page left `from`: send its old address on to the page wherever it is now (a link to the
 * page, not to a path, so a second move needs no chain). One redirect per old address.
 */
export async function leaveRedirect(req: PayloadRequest, from: string, pageId: number) {
  const data = { from, kind: 'page' as const, page: pageId }
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: { from: { equals: from } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  if (docs[0]) await req.payload.update({ collection: 'redirects', id: docs[0].id, data, req, overrideAccess: true })
  else await req.payload.create({ collection: 'redirects', data, req, overrideAccess: true })
}

/**
 * A page is deleted: the redirects that sent its old addresses on to it go with it (its old
 * addresses then answer 404, as its own does), instead of staying behind with no target.
 */
export async function removeRedirectsTo(req: PayloadRequest, pageId: number | string) {
  await req.payload.delete({
    collection: 'redirects',
    where: { and: [{ kind: { equals: 'page' } }, { page: { equals: pageId } }] },
    req,
    overrideAccess: true,
  })
}
