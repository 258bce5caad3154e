import { Copy } from 'lucide-react';
import { notify } from '@/lib/notify';

interface CopyButtonProps {
  text: string;
  /** The button's name, read out and shown as its tooltip. */
  label: string;
  /** Notices after copying, in the page's language. */
  copiedMessage: string;
  failedMessage: string;
}

/** Copies a text (an IBAN without its spaces) and says so. */
export function CopyButton({ text, label, copiedMessage, failedMessage }: CopyButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.positive(copiedMessage, { id: 'copied' });
    } catch {
      notify.negative(failedMessage, { id: 'copied' });
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={label}
      title={label}
      className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg border border-line bg-surface text-primary hover:bg-surface-2"
    >
      <Copy aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}
