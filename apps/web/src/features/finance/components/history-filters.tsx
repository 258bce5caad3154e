import { FIELD_MAX_LENGTH, type Language, STATUS_LABELS } from '@bnw/contract/constants';
import { Search, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DatePresetSelect, FILTER_LABEL_CLASSES, FILTER_SELECT_CLASSES } from '@/components/ui/date-preset-select';
import { STATUS_CHOICES, useTransactionCategories, useTransactionTypes } from '../api/transactions';
import type { DatePreset, DateRange } from '@/lib/date-presets';
import { formatDay } from '@/lib/turkish-time';

export type HistoryScope = 'finance' | 'account';

/** What the player picked; '' is "all". */
export interface HistoryChoice {
  preset: DatePreset;
  type: string;
  status: string;
  category: string;
  /** The transaction id searched for (applied with the search button). */
  searchID: string;
}

interface FilterSelectProps {
  label: string;
  value: string;
  items: ReadonlyArray<{ id: number; name: string }>;
  onChange: (value: string) => void;
  wide?: boolean;
}

/** One filter: "all" or one of the catalogue's entries. */
function FilterSelect({ label, value, items, onChange, wide = false }: FilterSelectProps) {
  const { t } = useTranslation('finance');
  return (
    <label className={wide ? `col-span-2 ${FILTER_LABEL_CLASSES}` : FILTER_LABEL_CLASSES}>
      {label}
      <select className={FILTER_SELECT_CLASSES} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('history.all')}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The search by transaction id: typed freely, applied with the button, cleared with the cross. */
function HistorySearch({
  id,
  applied,
  onSearch,
}: {
  id: string;
  applied: string;
  onSearch: (searchID: string) => void;
}) {
  const { t } = useTranslation('finance');
  const [draft, setDraft] = useState(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  const clear = () => {
    setDraft('');
    onSearch('');
  };
  return (
    <form role="search" onSubmit={submit} className="col-span-2 flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {t('history.searchID')}
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <input
            id={id}
            type="search"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={FIELD_MAX_LENGTH.transactionId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className={`${FILTER_SELECT_CLASSES} pr-9 font-mono uppercase`}
          />
          {applied ? (
            <button
              type="button"
              onClick={clear}
              aria-label={t('history.clearSearch')}
              className="absolute inset-y-0 right-1 flex w-8 items-center justify-center text-muted hover:text-fg"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          ) : null}
        </div>
        <Button type="submit" variant="outline" aria-label={t('history.search')}>
          <Search aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </form>
  );
}

interface HistoryFilterPanelProps {
  scope: HistoryScope;
  choice: HistoryChoice;
  range: DateRange;
  lang: Language;
  onChange: (change: Partial<HistoryChoice>) => void;
}

/** The date presets of section 9, type and status (and, on /account-history, category), the id search. */
export function HistoryFilterPanel({ scope, choice, range, lang, onChange }: HistoryFilterPanelProps) {
  const { t } = useTranslation('finance');
  const types = useTransactionTypes(lang);
  const categories = useTransactionCategories(lang);
  const statuses = STATUS_CHOICES.map((id) => ({ id, name: STATUS_LABELS[id]?.[lang] ?? '' }));
  return (
    <section
      aria-label={t('history.filters')}
      className="mb-4 grid grid-cols-2 gap-2 rounded-2xl border border-line bg-surface p-3"
    >
      <DatePresetSelect
        className="col-span-2"
        label={t('history.dateRange')}
        value={choice.preset}
        onChange={(preset) => onChange({ preset })}
      />
      <FilterSelect
        label={t('history.type')}
        value={choice.type}
        items={types.data ?? []}
        onChange={(type) => onChange({ type })}
      />
      <FilterSelect
        label={t('history.status')}
        value={choice.status}
        items={statuses}
        onChange={(status) => onChange({ status })}
      />
      {scope === 'account' ? (
        <FilterSelect
          wide
          label={t('history.category')}
          value={choice.category}
          items={categories.data ?? []}
          onChange={(category) => onChange({ category })}
        />
      ) : null}
      <HistorySearch id={`${scope}-search`} applied={choice.searchID} onSearch={(searchID) => onChange({ searchID })} />
      <p className="col-span-2 text-xs text-muted">
        {range.startDate && range.endDate
          ? t('history.range', { start: formatDay(range.startDate, lang), end: formatDay(range.endDate, lang) })
          : t('history.everything')}
      </p>
    </section>
  );
}
