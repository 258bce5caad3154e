import { vi } from 'vitest';

/** What an operator command prints, line by line (standard output and errors together). */
export function captureOutput(): string[] {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args) => void lines.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args) => void lines.push(args.join(' ')));
  return lines;
}
