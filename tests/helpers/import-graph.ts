/**
 * The project's own import graph, read with the TypeScript compiler: every static, dynamic
 * (`import()`), re-export, type-only and `require` import of a source file, resolved as the
 * compiler and the bundler resolve it (tsconfig's `@/` and `@payload-config` paths, `.mjs`, index
 * files). Packages are left out: only edges between the project's files.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export const root = path.resolve(import.meta.dirname, '../..')

const compilerOptions = (() => {
  const file = path.join(root, 'tsconfig.json')
  const { config } = ts.readConfigFile(file, ts.sys.readFile)
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options
})()

/** The source files of a folder of the project (relative to the root), recursively. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|mjs|js)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

function specifiersOf(file: string): string[] {
  const text = ts.sys.readFile(file) ?? ''
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false)
  const found: string[] = []
  const literal = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node)) found.push(node.text)
  }
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal(node.moduleSpecifier)
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal(node.argument.literal)
    else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    )
      literal(node.arguments[0])
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const read = new Map<string, string[]>()

/** The project's files a file imports, as absolute paths. */
export function importsOf(file: string): string[] {
  let targets = read.get(file)
  if (!targets) {
    targets = resolvedImports(file)
    read.set(file, targets)
  }
  return targets
}

function resolvedImports(file: string): string[] {
  return specifiersOf(file).flatMap((specifier) => {
    const resolved = ts.resolveModuleName(specifier, file, compilerOptions, ts.sys).resolvedModule
    if (!resolved || resolved.isExternalLibraryImport) return []
    const target = path.resolve(resolved.resolvedFileName)
    return target.startsWith(`${root}${path.sep}`) && !target.includes(`${path.sep}node_modules${path.sep}`)
      ? [target]
      : []
  })
}

/**
 * Every import circle among `files` (and the files they reach), one path per strongly connected
 * set of files: `a → b → … → a`, relative to the root.
 */
export function importCircles(files: string[]): string[][] {
  const graph = new Map<string, string[]>()
  const pending = [...files]
  while (pending.length > 0) {
    const file = pending.pop() as string
    if (graph.has(file)) continue
    const targets = importsOf(file)
    graph.set(file, targets)
    pending.push(...targets)
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  const connect = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file) as number)
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target)
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number))
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file) as number, index.get(target) as number))
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop() as string
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1 || graph.get(file)?.includes(file)) components.push(component)
  }
  for (const file of graph.keys()) if (!index.has(file)) connect(file)
  return components.map((component) => circleThrough(component, graph).map((file) => path.relative(root, file)))
}

/** One shortest circle from a component's first file back to it, inside the component. */
function circleThrough(component: string[], graph: Map<string, string[]>): string[] {
  const inside = new Set(component)
  const start = component[0] as string
  const cameFrom = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const file = queue.shift() as string
    for (const target of graph.get(file) ?? []) {
      if (!inside.has(target) || cameFrom.has(target)) continue
      cameFrom.set(target, file)
      if (target === start) {
        queue.length = 0
        break
      }
      queue.push(target)
    }
  }
  // Walked back from the start: start → … → start.
  const circle = [start]
  for (let file = cameFrom.get(start); file !== undefined && file !== start; file = cameFrom.get(file)) {
    circle.unshift(file)
  }
  return [start, ...circle]
}
