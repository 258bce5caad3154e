import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The one big button. Off for the whole cycle: a tap while the reels run neither stops nor repeats them. */
export function SpinButton({
  busy,
  disabled,
  onSpin,
  accent,
}: {
  busy: boolean;
  disabled: boolean;
  onSpin: () => void;
  accent: string;
}) {
  const { t } = useTranslation('studio');
  return (
    <button
      type="button"
      onClick={onSpin}
      disabled={busy || disabled}
      aria-label={busy ? t('spin.busy') : t('spin.label')}
      className="relative flex h-20 w-20 shrink-0 items-center justify-center rounded-full text-black shadow-lg transition active:scale-95 disabled:cursor-not-allowed"
      style={{
        background: `radial-gradient(circle at 35% 30%, #ffffff, ${accent} 45%, ${accent}cc 70%, #00000088 100%)`,
        boxShadow: `0 0 0 4px #00000055, 0 0 24px ${accent}99`,
        opacity: disabled ? 0.5 : 1,
      }}
      data-testid="spin-button"
    >
      <RotateCw aria-hidden="true" className={cn('h-9 w-9', busy && 'animate-spin opacity-60')} strokeWidth={3} />
    </button>
  );
}
