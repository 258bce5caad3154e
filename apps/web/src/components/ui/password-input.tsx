import { FIELD_MAX_LENGTH } from '@bnw/contract/constants';
import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from './form-field';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/**
 * A password input with a button that shows what was typed (phones make typos easy). Every
 * password on the site has the same longest length and the same button texts, so they live here.
 */
export function PasswordInput({ className, maxLength = FIELD_MAX_LENGTH.password, ...props }: PasswordInputProps) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        {...props}
        maxLength={maxLength}
        type={visible ? 'text' : 'password'}
        className={inputClasses(props['aria-invalid'] === true, `pr-12 ${className ?? ''}`)}
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-muted hover:text-fg"
      >
        {visible ? <EyeOff aria-hidden="true" className="h-5 w-5" /> : <Eye aria-hidden="true" className="h-5 w-5" />}
      </button>
    </div>
  );
}
