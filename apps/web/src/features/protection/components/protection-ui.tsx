import type { LucideIcon } from 'lucide-react';
import { Clock3 } from 'lucide-react';
import { type MouseEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { SECTION_IDS, type SectionKey, jumpTo } from '../utils/jump';

/** A card of the settings: a heading with its icon, then its content. */
export function ProtectionCard({
  section,
  id,
  icon: Icon,
  title,
  children,
}: {
  /** A card the page's links jump to. */
  section?: SectionKey;
  id?: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  const ownId = useId();
  const cardId = section ? SECTION_IDS[section] : (id ?? ownId);
  return (
    <section
      id={cardId}
      tabIndex={-1}
      aria-labelledby={`${cardId}-title`}
      className="flex scroll-mt-24 flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm outline-none"
    >
      <h3 id={`${cardId}-title`} className="flex items-center gap-2 text-base font-bold">
        <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-primary" />
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The card's explanation under its heading. */
export function CardText({ children }: { children: ReactNode }) {
  return <p className="text-sm leading-relaxed text-muted">{children}</p>;
}

export interface Choice<T> {
  value: T;
  label: string;
}

/**
 * A choice of a few options as large pills: native radio buttons (arrow keys, one tab stop, the
 * group's name read out), each a thumb's height.
 */
export function ChoiceGroup<T extends string | number>({
  legend,
  name,
  choices,
  value,
  onChange,
  columns = 2,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  columns?: 2 | 3 | 4;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div
        className={cn(
          'grid gap-2',
          { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-2 min-[400px]:grid-cols-4' }[columns],
        )}
      >
        {choices.map((choice) => (
          <label key={String(choice.value)} className="relative block cursor-pointer">
            <input
              type="radio"
              name={name}
              value={String(choice.value)}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="peer sr-only"
            />
            <span className="flex min-h-11 items-center justify-center whitespace-nowrap rounded-xl border border-line bg-surface px-1 text-center text-[13px] font-semibold min-[380px]:text-sm leading-tight transition-colors peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-fg peer-focus-visible:ring-2 peer-focus-visible:ring-primary/50 hover:border-primary">
              {choice.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A change waiting for its 24 hours, and 'Vazgeç', which sends the value in force again. */
export function PendingNote({ text, onCancel, busy }: { text: string; onCancel: () => void; busy: boolean }) {
  const { t } = useTranslation('protection');
  const textId = useId();
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-amber-300 bg-amber-50 py-1.5 pr-1.5 pl-3.5 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      data-testid="pending-change"
    >
      <Clock3 aria-hidden="true" className="h-4 w-4 shrink-0" />
      <p id={textId} className="min-w-0 flex-1 leading-snug">
        <span className="font-semibold">{t('pending.label')}:</span> {text}
      </p>
      <Button
        variant="outline"
        size="compact"
        className="ml-auto"
        aria-describedby={textId}
        disabled={busy}
        onClick={onCancel}
      >
        {t('pending.cancel')}
      </Button>
    </div>
  );
}

/** A link to another part of the page: scrolls there and moves the focus, leaving the address alone. */
export function JumpLink({ to, className, children }: { to: SectionKey; className: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    jumpTo(to);
  };
  return (
    <a href={`#${SECTION_IDS[to]}`} onClick={onClick} className={className}>
      {children}
    </a>
  );
}

/** A notice across the top of the settings: a time-out, an exclusion or a closed account. */
export function StatusBanner({
  icon: Icon,
  title,
  children,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div
      role="status"
      data-testid={testId}
      className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-2 text-sm leading-relaxed">
        <p className="text-base font-bold">{title}</p>
        {children}
      </div>
    </div>
  );
}
