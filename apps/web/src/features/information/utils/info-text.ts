/**
 * The information pages' text format (agreed with the server's seed): plain text,
 * paragraphs separated by a blank line, a line starting "## " is a heading and a line
 * starting "- " a list item. Parsed into blocks that React renders as elements —
 * never as HTML, so a page's text can not inject markup.
 */
export type InfoBlock =
  { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export interface FaqSection {
  question: string;
  blocks: InfoBlock[];
}

/** Bounds: a page longer than this is cut (an information page is a few kilobytes). */
export const MAX_INFO_TEXT_CHARS = 100_000;
export const MAX_INFO_BLOCKS = 2_000;

export function parseInfoText(text: string): InfoBlock[] {
  const lines = text.slice(0, MAX_INFO_TEXT_CHARS).replace(/\r\n?/g, '\n').split('\n');
  const blocks: InfoBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  const flushList = () => {
    if (list.length > 0) blocks.push({ kind: 'list', items: list });
    list = [];
  };

  for (const rawLine of lines) {
    if (blocks.length >= MAX_INFO_BLOCKS) break;
    const line = rawLine.trim();
    if (line === '') {
      flushParagraph();
      flushList();
    } else if (line === '##' || line.startsWith('## ')) {
      flushParagraph();
      flushList();
      const heading = line.slice(2).trim();
      if (heading) blocks.push({ kind: 'heading', text: heading });
    } else if (line === '-' || line.startsWith('- ')) {
      flushParagraph();
      const item = line.slice(1).trim();
      if (item) list.push(item);
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks.slice(0, MAX_INFO_BLOCKS);
}

/** Splits FAQ blocks into questions (the headings) and their answers; text before the first heading is the intro. */
export function toFaqSections(blocks: InfoBlock[]): { intro: InfoBlock[]; sections: FaqSection[] } {
  const intro: InfoBlock[] = [];
  const sections: FaqSection[] = [];
  for (const block of blocks) {
    if (block.kind === 'heading') sections.push({ question: block.text, blocks: [] });
    else {
      const current = sections.at(-1);
      if (current) current.blocks.push(block);
      else intro.push(block);
    }
  }
  return { intro, sections };
}

/** Plain text of the blocks, for a summary (stripMarkup cuts it). */
export function blocksToPlainText(blocks: InfoBlock[]): string {
  return blocks.map((block) => (block.kind === 'list' ? block.items.join(' ') : block.text)).join(' ');
}
