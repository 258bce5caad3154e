import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '@/components/ui/form-field';
import { dateLocale } from '@/lib/format';
import { birthYears } from '../utils/register-form';

interface BirthDateFieldProps {
  day: string;
  month: string;
  year: string;
  error: string | undefined;
  onChange: (part: 'birthDay' | 'birthMonth' | 'birthYear', value: string) => void;
}

interface DateSelectProps {
  label: string;
  name: string;
  autoComplete: string;
  placeholder: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string | number }>;
  invalid: boolean;
  onChange: (value: string) => void;
}

function DateSelect({ label, name, autoComplete, placeholder, value, options, invalid, onChange }: DateSelectProps) {
  return (
    <select
      aria-label={label}
      name={name}
      autoComplete={autoComplete}
      value={value}
      aria-invalid={invalid}
      onChange={(event) => onChange(event.target.value)}
      className={inputClasses(invalid, 'px-2')}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

const DAYS = Array.from({ length: 31 }, (_unused, index) => ({ value: String(index + 1), label: index + 1 }));

/** Month names in the page's language, January first. */
function useMonths(language: string) {
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(dateLocale(language), { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_unused, index) => ({
      value: String(index + 1),
      label: format.format(new Date(Date.UTC(2000, index, 1))),
    }));
  }, [language]);
}

/** Day, month and year as three lists (no date picker: a phone's wheel is slow for a birth year). */
export function BirthDateField({ day, month, year, error, onChange }: BirthDateFieldProps) {
  const { t, i18n } = useTranslation('account');
  const months = useMonths(i18n.language);
  const years = useMemo(() => birthYears(new Date()).map((value) => ({ value: String(value), label: value })), []);
  const invalid = Boolean(error);
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? 'birth-date-error' : 'birth-date-hint'}>
      <legend className="mb-1.5 text-sm font-semibold">{t('register.birthDate')}</legend>
      <div className="grid grid-cols-[5.5rem_1fr_6.5rem] gap-2">
        <DateSelect
          label={t('register.birthDay')}
          name="birth_day"
          autoComplete="bday-day"
          placeholder={t('register.day')}
          value={day}
          options={DAYS}
          invalid={invalid}
          onChange={(value) => onChange('birthDay', value)}
        />
        <DateSelect
          label={t('register.birthMonth')}
          name="birth_month"
          autoComplete="bday-month"
          placeholder={t('register.month')}
          value={month}
          options={months}
          invalid={invalid}
          onChange={(value) => onChange('birthMonth', value)}
        />
        <DateSelect
          label={t('register.birthYear')}
          name="birth_year"
          autoComplete="bday-year"
          placeholder={t('register.year')}
          value={year}
          options={years}
          invalid={invalid}
          onChange={(value) => onChange('birthYear', value)}
        />
      </div>
      {error ? (
        <p id="birth-date-error" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : (
        <p id="birth-date-hint" className="text-xs text-muted">
          {t('register.birthDateHint')}
        </p>
      )}
    </fieldset>
  );
}
