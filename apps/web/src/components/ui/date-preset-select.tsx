import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { DATE_PRESETS, type DatePreset, isDatePreset } from '@/lib/date-presets';

/** A filter's select and its label, as every history's filter panel draws them. */
export const FILTER_SELECT_CLASSES =
  'h-11 w-full rounded-xl border border-line bg-surface px-3 text-sm font-normal text-fg outline-none focus:border-primary';
export const FILTER_LABEL_CLASSES = 'flex flex-col gap-1 text-xs font-semibold text-muted';

interface DatePresetSelectProps {
  label: string;
  value: DatePreset;
  onChange: (preset: DatePreset) => void;
  className?: string;
}

/** The eleven date presets of section 9 in a native select (the phone's own picker). */
export function DatePresetSelect({ label, value, onChange, className }: DatePresetSelectProps) {
  const { t } = useTranslation();
  return (
    <label className={cn(FILTER_LABEL_CLASSES, className)}>
      {label}
      <select
        className={FILTER_SELECT_CLASSES}
        value={value}
        onChange={(event) => isDatePreset(event.target.value) && onChange(event.target.value)}
      >
        {DATE_PRESETS.map((preset) => (
          <option key={preset} value={preset}>
            {t(`datePresets.${preset}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
