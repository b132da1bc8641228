// A tutorial's text: paragraphs, '- ' lists and **bold** (the light markdown the API sends),
// turned into React elements — never into HTML, so nothing in it can run.
import type { ReactNode } from 'react';

type Block = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function tutorialBlocks(content: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of content.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('- ')) {
      const last = blocks.at(-1);
      if (last?.kind === 'list') last.items.push(line.slice(2));
      else blocks.push({ kind: 'list', items: [line.slice(2)] });
    } else blocks.push({ kind: 'paragraph', text: line });
  }
  return blocks;
}

function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, i) =>
    part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never move.
      <strong key={i}>{part.slice(2, -2)}</strong>
    ) : (
      part
    ),
  );
}

export function TutorialContent({ content }: { content: string }) {
  return (
    <div className="tutorial-content">
      {tutorialBlocks(content).map((block, i) =>
        block.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one fixed text never move.
          <ul key={i}>
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: same as above.
              <li key={j}>{inline(item)}</li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: same as above.
          <p key={i}>{inline(block.text)}</p>
        ),
      )}
    </div>
  );
}
