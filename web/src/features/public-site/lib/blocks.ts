import { isRecord } from '@/lib/utils'

/** Block is one piece of an article body: a heading, a paragraph or a bullet list. */
export type Block = { kind: 'h2'; text: string } | { kind: 'p'; text: string } | { kind: 'ul'; items: string[] }

/**
 * parseBlocks reads an article body from the locale file. The body is an
 * object of numbered blocks ({"b01": {"p": "…"}, "b02": {"ul": {"i1": "…"}}})
 * rather than an array, so the locale parity test checks every paragraph and
 * list item in both languages. Anything unexpected is skipped.
 */
export function parseBlocks(body: unknown): Block[] {
  if (!isRecord(body)) return []
  return Object.values(body).flatMap((block): Block[] => {
    if (!isRecord(block)) return []
    if (typeof block.h2 === 'string') return [{ kind: 'h2', text: block.h2 }]
    if (typeof block.p === 'string') return [{ kind: 'p', text: block.p }]
    if (isRecord(block.ul)) {
      const items = Object.values(block.ul).filter((item): item is string => typeof item === 'string')
      return [{ kind: 'ul', items }]
    }
    return []
  })
}

/** blockTexts lists every text of blocks, e.g. to count words. */
export function blockTexts(blocks: readonly Block[]): string[] {
  return blocks.flatMap((b) => (b.kind === 'ul' ? b.items : [b.text]))
}
