export const PREPARE_REPORT = '@@prepare '

export interface PrepareReport {
  migrations: number
  /** Present only on the run that created the first CMS admin. */
  admin?: { email: string; password: string; generated: boolean }
}
