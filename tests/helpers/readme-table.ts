import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The rows of README.md's table whose header row is `headers` (e.g. `| what | limit | counted per |`),
 * as trimmed cells: what tests compare with the table in the code that README states.
 */
export function readmeTable(headers: string[]): string[][] {
  const lines = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8').split('\n')
  const header = lines.findIndex((line) => line.startsWith('|') && cells(line).join('|') === headers.join('|'))
  if (header < 0) throw new Error(`README.md has no table headed ${headers.join(', ')}`)
  const rows: string[][] = []
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break
    rows.push(cells(line))
  }
  return rows
}

const cells = (line: string) =>
  line
    .slice(1, -1)
    .split('|')
    .map((cell) => cell.trim())
