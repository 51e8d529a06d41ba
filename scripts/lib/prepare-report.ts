import type { PrepareResult } from '../../src/db/prepare'

export const PREPARE_REPORT = '@@prepare '

export type PrepareReport = PrepareResult
