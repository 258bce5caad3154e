import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';

/** Copies a text (an IBAN without its spaces) and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('finance');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.positive(t('form.copied'), { id: 'copied' });
    } catch {
      notify.negative(t('form.copyFailed'), { id: 'copied' });
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
