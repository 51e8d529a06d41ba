/**
 * The web server's own view of its memory, through the V8 inspector (Chrome DevTools protocol):
 * the soak reads the JavaScript heap after a full garbage collection, which tells memory still
 * referenced (a leak grows it round after round) from memory V8 or malloc keep around after use
 * (which RSS counts too). The bench starts the server with NODE_OPTIONS=--inspect-port=0, so
 * SIGUSR1 opens the inspector on a free port of 127.0.0.1 only; Node prints its address on stderr.
 */
import { createWriteStream } from 'node:fs'
import WebSocket from 'ws'

export interface HeapFigures {
  /** Resident memory right after the collection. */
  rssMb: number
  heapUsedMb: number
  heapTotalMb: number
  /** ArrayBuffers and Buffers (outside the JS heap, freed with their owners). */
  externalMb: number
  arrayBuffersMb: number
  /** Used MB per V8 heap space (old, code, large objects, …). */
  spaces: Record<string, number>
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

export interface Inspector {
  /** Any DevTools protocol command (Profiler.start, …). */
  command: <T>(method: string, params?: Record<string, unknown>) => Promise<T>
  /** Evaluates `expression` in the server's main context (with `require`), returning its value. */
  evaluate: <T>(expression: string) => Promise<T>
  /** Full collection, then process.memoryUsage() and V8's heap spaces. */
  heapAfterGc: () => Promise<HeapFigures>
  /** How many live objects have the prototype `expression` evaluates to (e.g. unanswered requests). */
  countInstances: (expression: string) => Promise<number>
  /** `fn` (a function's source, called with the array of those objects as `this`), its value. */
  mapInstances: <T>(expression: string, fn: string) => Promise<T>
  /** A heap snapshot (all live objects) written to `file`, to open in Chrome's DevTools and compare rounds. */
  snapshot: (file: string) => Promise<void>
  close: () => void
}

/** Opens the inspector of process `pid`; `output` is the text its stderr goes to. */
export async function openInspector(pid: number, output: () => string): Promise<Inspector> {
  const before = output().length
  process.kill(pid, 'SIGUSR1')
  const deadline = Date.now() + 10_000
  let address: string | undefined
  while (!address) {
    address = output()
      .slice(before)
      .match(/Debugger listening on (ws:\/\/\S+)/)?.[1]
    if (!address && Date.now() > deadline) throw new Error('the server did not open its inspector')
    if (!address) await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const socket = new WebSocket(address, { perMessageDeflate: false, maxPayload: 2 ** 30 })
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  let nextId = 1
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  const listeners = new Set<(method: string, params: Record<string, unknown>) => void>()
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString())
    if (message.id) {
      const pending = waiting.get(message.id)
      waiting.delete(message.id)
      if (message.error) pending?.reject(new Error(message.error.message))
      else pending?.resolve(message.result)
    } else for (const listener of listeners) listener(message.method, message.params)
  })
  const send = <T>(method: string, params: Record<string, unknown> = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject })
      socket.send(JSON.stringify({ id, method, params }))
    })

  const evaluate = async <T>(expression: string): Promise<T> => {
    const result = await send<{ result: { value: T }; exceptionDetails?: { text: string } }>('Runtime.evaluate', {
      expression,
      includeCommandLineAPI: true,
      returnByValue: true,
      awaitPromise: true,
    })
    if (result.exceptionDetails) throw new Error(result.exceptionDetails.text)
    return result.result.value
  }

  const mapInstances = async <T>(expression: string, fn: string): Promise<T> => {
    const prototype = await send<{ result: { objectId: string } }>('Runtime.evaluate', {
      expression,
      includeCommandLineAPI: true,
    })
    const { objects } = await send<{ objects: { objectId: string } }>('Runtime.queryObjects', {
      prototypeObjectId: prototype.result.objectId,
    })
    const mapped = await send<{ result: { value: T } }>('Runtime.callFunctionOn', {
      objectId: objects.objectId,
      functionDeclaration: fn,
      returnByValue: true,
    })
    await send('Runtime.releaseObject', { objectId: objects.objectId })
    await send('Runtime.releaseObject', { objectId: prototype.result.objectId })
    return mapped.result.value
  }

  return {
    command: send,
    evaluate,
    async heapAfterGc() {
      // Twice: objects with finalizers (weak references, FinalizationRegistry) go in the second.
      await send('HeapProfiler.collectGarbage')
      await send('HeapProfiler.collectGarbage')
      const raw = await evaluate<{
        memory: NodeJS.MemoryUsage
        spaces: { space_name: string; space_used_size: number }[]
      }>(`({ memory: process.memoryUsage(), spaces: require('node:v8').getHeapSpaceStatistics() })`)
      return {
        rssMb: mb(raw.memory.rss),
        heapUsedMb: mb(raw.memory.heapUsed),
        heapTotalMb: mb(raw.memory.heapTotal),
        externalMb: mb(raw.memory.external),
        arrayBuffersMb: mb(raw.memory.arrayBuffers),
        spaces: Object.fromEntries(raw.spaces.map((space) => [space.space_name, mb(space.space_used_size)])),
      }
    },
    mapInstances,
    countInstances: (expression) => mapInstances<number>(expression, 'function () { return this.length }'),
    async snapshot(file) {
      const out = createWriteStream(file)
      const onChunk = (method: string, params: Record<string, unknown>) => {
        if (method === 'HeapProfiler.addHeapSnapshotChunk') out.write(params.chunk as string)
      }
      listeners.add(onChunk)
      await send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
      listeners.delete(onChunk)
      await new Promise((resolve) => out.end(resolve))
    },
    close: () => socket.close(),
  }
}
