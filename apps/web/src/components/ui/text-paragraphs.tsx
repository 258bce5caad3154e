import { cn } from '@/lib/cn';

/** Markup-free text whose paragraphs are separated by blank lines, as the content calls answer it. */
export function TextParagraphs({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return (
    <div className={cn('space-y-2 text-sm leading-relaxed', className)}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
