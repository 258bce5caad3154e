import type { StaffArt } from '@bnw/contract/backoffice';
import { TURKEY_TIME_ZONE } from '@bnw/contract/constants';
import { BackofficeError } from '../../data/rpc';
import { kurusToLiraText, liraToKurus } from '../../i18n/format';
import { currentLanguage } from '../../i18n/language';
import { CONTENT_TEXTS } from './texts';

/**
 * Conversions between what the forms show (Istanbul wall-clock times, lira typed as text) and what
 * the calls take (ISO instants, integer kuruş). The forms keep the text the staff member typed;
 * the adapters convert on saving, so a value that is not an amount stops the save with its message.
 */

const ISTANBUL = TURKEY_TIME_ZONE;
const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: ISTANBUL,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Istanbul's wall clock in the `datetime-local` input's form (`2026-05-01T14:30`). */
export function isoToIstanbulLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const part = Object.fromEntries(partsFormatter.formatToParts(time).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/**
 * Istanbul's wall-clock time typed into the form as an ISO instant, whatever the browser's own zone
 * (staff may work from anywhere; the site's times are Istanbul's). Null when it is not a time.
 */
export function istanbulLocalToIso(local: unknown): string | null {
  if (typeof local !== 'string' || !LOCAL_PATTERN.test(local)) return null;
  const asUtc = Date.parse(`${local}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // Istanbul's offset at that moment: the wall clock read back, minus the instant it was read at.
  const offset = Date.parse(`${isoToIstanbulLocal(new Date(asUtc).toISOString())}:00Z`) - asUtc;
  return new Date(asUtc - offset).toISOString();
}

function amountError(): BackofficeError {
  return new BackofficeError(CONTENT_TEXTS.amountInvalid[currentLanguage()], 6152);
}

/** Lira typed by staff as kuruş; a text that is not an amount stops the save with its message. */
export function requiredKurus(value: unknown): number {
  const kurus = typeof value === 'number' ? Math.round(value * 100) : liraToKurus(String(value ?? ''));
  if (kurus === null || !Number.isSafeInteger(kurus)) throw amountError();
  return kurus;
}

/** An optional amount: empty means none. */
export function optionalKurus(value: unknown): number | undefined {
  if (value === null || value === undefined || String(value).trim() === '') return undefined;
  return requiredKurus(value);
}

/** The form's text or null when empty (the calls store an empty optional text as none). */
export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

const optionalText = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The banner's words as the form holds them: the amount as lira text. */
export type ArtForm = Omit<StaffArt, 'amountKurus'> & { amountLira?: string };

export function artToForm(art: StaffArt): ArtForm {
  const { amountKurus, ...rest } = art;
  return { ...rest, amountLira: amountKurus === undefined ? '' : kurusToLiraText(amountKurus) };
}

/** The form's banner as the calls take it: empty optional words left out, the amount in kuruş. */
export function artFromForm(form: Partial<ArtForm> | undefined): StaffArt {
  const art = form ?? {};
  const result: StaffArt = {
    palette: (art.palette ?? 'midnight') as StaffArt['palette'],
    motif: (art.motif ?? 'chips') as StaffArt['motif'],
    kicker: art.kicker ?? '',
    headline: art.headline ?? '',
  };
  const amountKurus = optionalKurus(art.amountLira);
  if (amountKurus !== undefined) result.amountKurus = amountKurus;
  const amountSuffix = optionalText(art.amountSuffix);
  const line = optionalText(art.line);
  const cta = optionalText(art.cta);
  if (amountSuffix) result.amountSuffix = amountSuffix;
  if (line) result.line = line;
  if (cta) result.cta = cta;
  return result;
}

/** A new banner's starting words, so the preview shows something from the first moment. */
export const NEW_ART: ArtForm = {
  palette: 'midnight',
  motif: 'coins',
  kicker: 'BNW CASINO',
  headline: 'Kazanmaya Başla',
  amountLira: '',
};

/** "12, 15 ,20" -> [12, 15, 20]; a part that is not a positive whole number stops the save. */
export function idsFromText(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return [];
  return text.split(/[,\s]+/).map((part) => {
    if (!/^\d{1,9}$/.test(part) || Number(part) < 1) {
      throw new BackofficeError(CONTENT_TEXTS.eligibleInvalid[currentLanguage()], 6127);
    }
    return Number(part);
  });
}
