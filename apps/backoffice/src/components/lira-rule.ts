import { liraToKurus } from '../i18n/format';
import { TEXTS } from '../i18n/texts';
import { useText } from '../i18n/use-text';

/**
 * A form's rule for an amount typed in lira ("1.234,56"): above zero, or the field shows how to
 * write it. The server checks the amount again (its limits, its step).
 */
export function useLiraRule(): (value: unknown) => string | undefined {
  const t = useText();
  return (value) => {
    const kurus = typeof value === 'string' ? liraToKurus(value) : null;
    return kurus !== null && kurus > 0 ? undefined : t(TEXTS.amountInvalid);
  };
}
