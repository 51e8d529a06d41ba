/** Liveness: the process answers. Touches no database (readiness is a separate check). */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
}
