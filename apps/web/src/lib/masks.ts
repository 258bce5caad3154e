/**
 * Input masks of section 5, as a tiny helper (no mask library in the bundle): `#` takes a
 * digit, anything else is a literal written only when a digit follows it, so that deleting
 * a digit never leaves a dangling ") " or " - " that the next backspace cannot remove.
 */
export const MASKS = {
  phone: '(###) ### - ####',
  date: '####/##/##',
  card: '#### #### #### ####',
} as const;

/** Lays `digits` out in `mask` as far as they go. */
export function applyMask(digits: string, mask: string): string {
  let result = '';
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length) break;
    if (char === '#') {
      result += digits[next];
      next += 1;
    } else {
      result += char;
    }
  }
  return result;
}

export function countDigits(text: string): number {
  return text.replace(/\D/g, '').length;
}

/**
 * The digits of a Turkish mobile number as typed: a leading 0 (trunk prefix) or +90 / 90
 * (country code) is dropped, at most 10 digits are kept.
 */
export function phoneDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('90') && digits.length > 10) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, 10);
}

/** '05321234567' -> '(532) 123 - 4567'. */
export function formatPhone(input: string): string {
  return applyMask(phoneDigits(input), MASKS.phone);
}

/** Where the caret goes in `formatted` so that `digitsBefore` digits stay on its left. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return formatted.startsWith('(') ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] ?? '')) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}
