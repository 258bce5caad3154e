import { FIELD_MAX_LENGTH } from '@bnw/contract/constants';
import { FormField, inputClasses } from '@/components/ui/form-field';

/** A username or an e-mail address: the login, the password recovery and the new confirmation link ask the same. */
export function LoginNameField({
  label,
  error,
  name,
  value,
  onChange,
}: {
  label: string;
  error: string | null;
  /** The form field's name: what the browser's password manager recognises. */
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <input
          {...control}
          name={name}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={FIELD_MAX_LENGTH.loginName}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClasses(control['aria-invalid'])}
        />
      )}
    </FormField>
  );
}
