import type { CashMethod } from '@bnw/contract';
import { formatTry } from '@bnw/contract/constants';
import { ChevronDown, Sparkles, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { MoneyForm } from './money-form';

interface MethodCardProps {
  method: CashMethod;
  open: boolean;
  onToggle: () => void;
  onFavorite: (favorite: boolean) => void;
}

/** One cash method: name, description, limits, favourite star; its form opens inside the card. */
export function MethodCard({ method, open, onToggle, onFavorite }: MethodCardProps) {
  const { t } = useTranslation('finance');
  const headingId = `method-${method.methodID}-name`;
  const panelId = `method-${method.methodID}-panel`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn('rounded-2xl border bg-surface p-4 shadow-sm', open ? 'border-primary' : 'border-line')}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-base font-bold">
              {method.name}
            </h3>
            {method.highlighted ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-[11px] font-bold text-accent-fg">
                <Sparkles aria-hidden="true" className="h-3 w-3" />
                {t('method.highlighted')}
              </span>
            ) : null}
          </div>
          {method.description ? <p className="mt-1 text-sm text-muted">{method.description}</p> : null}
          <p className="mt-1.5 text-xs font-semibold tabular-nums">
            {t('method.limits', { min: formatTry(method.minAmount), max: formatTry(method.maxAmount) })}
          </p>
        </div>
        <button
          type="button"
          onClick={() => onFavorite(!method.favorite)}
          aria-pressed={method.favorite}
          aria-label={
            method.favorite
              ? t('method.removeFavorite', { name: method.name })
              : t('method.addFavorite', { name: method.name })
          }
          className="-mr-1 -mt-1 flex h-10 w-10 shrink-0 items-center justify-center rounded-lg hover:bg-surface-2"
        >
          <Star
            aria-hidden="true"
            className={cn('h-5 w-5', method.favorite ? 'fill-accent text-accent' : 'text-muted')}
          />
        </button>
      </div>
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={panelId}
        className={cn(
          'mt-3 flex h-10 w-full items-center justify-center gap-1.5 rounded-xl text-sm font-semibold',
          open ? 'bg-surface-2 text-fg' : 'bg-primary text-primary-fg hover:bg-primary-strong',
        )}
      >
        {open ? t('method.close') : t('method.open')}
        <ChevronDown aria-hidden="true" className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={panelId} hidden={!open} className="mt-4">
        {open ? <MoneyForm method={method} /> : null}
      </div>
    </article>
  );
}
