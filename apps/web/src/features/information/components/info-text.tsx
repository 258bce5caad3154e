import type { InfoBlock } from '../utils/info-text';

/** Renders parsed information text as elements (no HTML from the server is ever interpreted). */
export function InfoBlocks({ blocks }: { blocks: InfoBlock[] }) {
  return (
    <div className="space-y-3 text-[15px] leading-relaxed">
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'heading') {
          return (
            <h2 key={key} className="pt-2 text-lg font-bold">
              {block.text}
            </h2>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={key} className="list-disc space-y-1 pl-5 marker:text-primary">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={key} className="whitespace-pre-line">
            {block.text}
          </p>
        );
      })}
    </div>
  );
}
