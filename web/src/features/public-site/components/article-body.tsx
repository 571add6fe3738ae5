import type { Block } from '../lib/blocks'

/** ArticleBody renders an article's blocks as headings, paragraphs and lists. */
export function ArticleBody({ blocks }: { blocks: readonly Block[] }) {
  return (
    <div className="space-y-5 text-lg leading-relaxed">
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`
        if (block.kind === 'h2') {
          return (
            <h2 key={key} className="pt-4 text-2xl font-bold leading-snug tracking-tight">
              {block.text}
            </h2>
          )
        }
        if (block.kind === 'ul') {
          return (
            <ul key={key} className="list-disc space-y-2 pl-6">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )
        }
        return <p key={key}>{block.text}</p>
      })}
    </div>
  )
}
