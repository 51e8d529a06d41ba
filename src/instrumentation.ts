/**
 * Runs once when the Next server boots. Node-only work lives in instrumentation-node.ts, imported
 * behind the runtime check so the Edge build of this file never sees Payload.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { registerNode } = await import('./instrumentation-node')
    await registerNode()
  }
}
