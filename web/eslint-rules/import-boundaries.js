// import-boundaries keeps the web app's layers one-way (bulletproof-react):
// shared code (components, lib, config, hooks) never imports a feature or
// the app; a feature never imports another feature or the app, and reaches
// its own files by relative paths. Unlike no-restricted-imports it resolves
// relative paths, so `../../other-feature/x` is caught like `@/features/x`.
import path from 'node:path'

const sharedFolders = new Set(['components', 'lib', 'config', 'hooks', 'types'])

/** area names the part of src a path (relative to src, with '/') belongs to. */
function area(rel) {
  const [top, second] = rel.split('/')
  if (top === 'features' && second) return { kind: 'feature', name: second }
  if (top === 'app') return { kind: 'app' }
  if (sharedFolders.has(top)) return { kind: 'shared' }
  return { kind: 'other' }
}

/** target resolves an import source to a path relative to src, or null for packages and paths outside src. */
function target(source, file, srcDir) {
  let absolute
  if (source.startsWith('@/')) absolute = path.join(srcDir, source.slice(2))
  else if (source.startsWith('.')) absolute = path.resolve(path.dirname(file), source)
  else return null
  const rel = path.relative(srcDir, absolute)
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null
  return rel.split(path.sep).join('/')
}

/** problem says why from may not import to, or null when it may. */
export function problem(from, to, viaAlias) {
  const a = area(from)
  const b = area(to)
  if (a.kind === 'shared' && (b.kind === 'feature' || b.kind === 'app')) return 'sharedUp'
  if (a.kind !== 'feature') return null
  if (b.kind === 'app') return 'featureToApp'
  if (b.kind === 'feature' && b.name !== a.name) return 'crossFeature'
  if (b.kind === 'feature' && viaAlias) return 'ownByAlias'
  return null
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Shared code never imports features or the app; features never import each other or the app.' },
    schema: [],
    messages: {
      sharedUp: 'Shared code must not import features or app ({{source}}).',
      featureToApp: 'Features never import the app ({{source}}).',
      crossFeature: 'Features never import each other ({{source}}): move the shared part to src/lib or src/components.',
      ownByAlias: "A feature imports its own files by relative paths ({{source}}).",
    },
  },
  create(context) {
    const file = context.filename
    const marker = `${path.sep}src${path.sep}`
    const at = file.lastIndexOf(marker)
    if (at < 0) return {}
    const srcDir = file.slice(0, at + marker.length - 1)
    const from = path.relative(srcDir, file).split(path.sep).join('/')
    function check(node) {
      if (!node.source || typeof node.source.value !== 'string') return
      const source = node.source.value
      const to = target(source, file, srcDir)
      if (to === null) return
      const messageId = problem(from, to, source.startsWith('@/'))
      if (messageId) context.report({ node: node.source, messageId, data: { source } })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

export default { rules: { 'import-boundaries': importBoundaries } }
