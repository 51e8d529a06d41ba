import 'server-only'
// PDF.js needs DOMMatrix, which Node lacks, when it loads, and takes it from this package (a
// prebuilt binary package) by a require the build's trace cannot follow: named here, it is traced.
import '@napi-rs/canvas'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
// @ts-expect-error PDF.js ships no types for its worker module
import * as pdfWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs'

// PDF.js parses in this thread with its worker's code (a "fake worker"), found here rather than
// by a file path at run time, so the standalone build's file tracing keeps it.
;(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfWorker

/**
 * Whether `bytes` are a PDF a reader opens: PDF.js (Mozilla's, the one Firefox uses) parses its
 * structure and its first page. A header and an end marker around padding, which is all that
 * Payload's own check looks at, are not.
 */
export async function isReadablePdf(bytes: Uint8Array): Promise<boolean> {
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') return false
  const task = getDocument({
    // PDF.js takes ownership of the array it is given: a copy leaves the caller's bytes alone.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: 0,
  })
  try {
    const document = await task.promise
    if (document.numPages < 1) return false
    await document.getPage(1)
    return true
  } catch {
    return false
  } finally {
    await task.destroy().catch(() => {})
  }
}
