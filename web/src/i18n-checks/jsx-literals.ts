import ts from 'typescript'

/** Attributes whose text a user sees or hears. */
const textAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
])

/** Text that needs no translation: punctuation and separators. */
const allowed = /^[\s·•|/\\–—:;,.()[\]!?¡¿*+&#%-]*$/

export type Literal = { line: number; text: string }

function isStringExpression(node: ts.Node | undefined): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression {
  return (
    node !== undefined &&
    (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))
  )
}

/** findLiterals lists user-visible string literals in a TSX source: JSX text and text attributes. */
export function findLiterals(fileName: string, source: string): Literal[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: Literal[] = []
  const report = (node: ts.Node, text: string) => {
    if (allowed.test(text)) return
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() })
  }

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      report(node, node.text)
    } else if (ts.isJsxAttribute(node) && textAttributes.has(node.name.getText(file))) {
      const init = node.initializer
      if (init && ts.isStringLiteral(init)) report(init, init.text)
      if (init && ts.isJsxExpression(init) && isStringExpression(init.expression)) {
        report(init, init.expression.getText(file))
      }
    } else if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent) && isStringExpression(node.expression)) {
      report(node, node.expression.getText(file))
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}
