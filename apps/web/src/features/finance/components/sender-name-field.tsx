import { FIELD_MAX_LENGTH } from '@bnw/contract/constants';
import { FieldError } from '@/components/ui/field-error';

interface SenderNameFieldProps {
  id: string;
  label: string;
  /** The method's own limit; the contract's when it names none. */
  maxLength: number | null;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/** Who sent a bank or cep transfer: what staff match the incoming money with. */
export function SenderNameField({ id, label, maxLength, value, onChange, error }: SenderNameFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="name"
        maxLength={maxLength ?? FIELD_MAX_LENGTH.senderName}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-11 rounded-xl border border-line bg-surface px-3 text-sm outline-none focus:border-primary"
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
