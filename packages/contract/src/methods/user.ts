import { z } from 'zod';
import { LANGUAGES } from '../catalogues.js';
import { COUNTRY_CODES } from '../countries.js';
import {
  EMAIL_PATTERN,
  MAX_PASSWORD_LENGTH,
  NAME_PATTERN,
  MIN_DATE_YEAR,
  USERNAME_PATTERN,
  isSixDigitCode,
  isStrongPassword,
  normaliseBirthDate,
  normalisePhone,
} from '../account-rules.js';
import { FIELD_MAX_LENGTH, LIMITS } from '../limits.js';
import { emptyInput, langField, secretField, textField } from './shared.js';

/** A single-use e-mail token: 32 random bytes in hex. */
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

const passwordField = secretField('passwordWeak', MAX_PASSWORD_LENGTH);
/** The signed-in player's current password, asked before a change that could lock them out. */
const currentPasswordField = secretField('wrongCurrentPassword', MAX_PASSWORD_LENGTH);
const usernameField = textField('usernameInvalid', FIELD_MAX_LENGTH.username).regex(USERNAME_PATTERN, {
  error: 'usernameInvalid',
});
const emailField = textField('emailInvalid', FIELD_MAX_LENGTH.email).regex(EMAIL_PATTERN, { error: 'emailInvalid' });
const nameField = textField('nameInvalid', FIELD_MAX_LENGTH.firstOrLastName).regex(NAME_PATTERN, {
  error: 'nameInvalid',
});
const phoneField = textField('phoneInvalid', FIELD_MAX_LENGTH.phone).transform((value, ctx) => {
  const phone = normalisePhone(value);
  if (phone === null) ctx.addIssue({ code: 'custom', message: 'phoneInvalid' });
  return phone ?? '';
});
const gaCodeField = z.string({ error: 'gaCodeWrong' }).refine(isSixDigitCode, { error: 'gaCodeWrong' });
/** A reset link: usable; used (or replaced by a newer link); past its time; or never issued. */
export const RESET_LINK_STATUSES = ['valid', 'used', 'expired', 'unknown'] as const;
export type ResetLinkStatus = (typeof RESET_LINK_STATUSES)[number];
const tokenField = secretField('tokenInvalid', 64).regex(TOKEN_PATTERN, { error: 'tokenInvalid' });
/** A username or an e-mail address, as the login and recovery forms accept either. */
const loginNameField = (message: 'failedLogin' | 'loginRequired') =>
  textField(message, FIELD_MAX_LENGTH.loginName).min(1, { error: message });
/** A real date of birth from 1900 on; the form's yyyy/mm/dd is accepted too. */
const birthDateField = textField('birthDateInvalid', FIELD_MAX_LENGTH.birthDate).transform((value, ctx) => {
  const date = normaliseBirthDate(value);
  if (date === null) ctx.addIssue({ code: 'custom', message: 'birthDateInvalid' });
  else if (Number(date.slice(0, 4)) < MIN_DATE_YEAR) ctx.addIssue({ code: 'custom', message: 'birthDateTooEarly' });
  return date ?? '';
});

/** The new password is strong and typed twice the same. */
function checkNewPassword(
  data: { password: string; password_confirm: string; username?: string },
  ctx: z.RefinementCtx,
): void {
  if (!isStrongPassword(data.password, data.username))
    ctx.addIssue({ code: 'custom', path: ['password'], message: 'passwordWeak' });
  else if (data.password !== data.password_confirm)
    ctx.addIssue({ code: 'custom', path: ['password_confirm'], message: 'passwordMismatch' });
}

const passwordConfirmField = secretField('passwordMismatch', MAX_PASSWORD_LENGTH);

export const registerInput = z
  .object({
    Lang: langField,
    username: usernameField,
    email: emailField,
    password: passwordField,
    password_confirm: passwordConfirmField,
    first_name: nameField,
    last_name: nameField,
    birth_date: birthDateField,
    phone: phoneField,
    country: textField('countryInvalid', 2).refine((code) => COUNTRY_CODES.has(code), { error: 'countryInvalid' }),
    accept_terms: z.literal(true, { error: 'termsNotAccepted' }),
  })
  .superRefine(checkNewPassword);

export const loginDataSchema = z.object({
  rid: z.number().int(),
  uid: z.string(),
  sid: z.string(),
  /** The player's time zone offset. */
  gtm: z.string(),
  language: z.enum(LANGUAGES),
  username: z.string(),
  lastlogin: z.string().nullable(),
  /** Longer than 10 characters when a second step is needed; never the real secret. */
  gasecret: z.string(),
  uip: z.string(),
});
export type LoginData = z.infer<typeof loginDataSchema>;

export const profileSchema = z.object({
  uid: z.string(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  birth_date: z.string(),
  phone: z.string(),
  country: z.string(),
  language: z.enum(LANGUAGES),
  rid: z.number().int(),
  ga_enabled: z.boolean(),
  email_confirmed: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const loginEventSchema = z.object({
  at: z.string(),
  ip: z.string(),
  device: z.string(),
  event: z.enum(['login', 'login_failed']),
});
export type LoginEvent = z.infer<typeof loginEventSchema>;

export const userMethods = {
  'user.register': { access: 'public', input: registerInput, output: z.null() },
  'user.confirm_email': { access: 'public', input: z.object({ Lang: langField, token: tokenField }), output: z.null() },
  'user.login': {
    access: 'public',
    input: z.object({
      Lang: langField,
      username: loginNameField('failedLogin'),
      password: secretField('failedLogin', MAX_PASSWORD_LENGTH).min(1, { error: 'failedLogin' }),
    }),
    output: loginDataSchema,
  },
  'user.logout': { access: 'restricted', input: emptyInput, output: z.null() },
  'user.get_user_profile': { access: 'player', input: emptyInput, output: profileSchema },
  'user.update_profile': {
    access: 'player',
    input: z.object({ Lang: langField, phone: phoneField, language: z.enum(LANGUAGES, { error: 'languageInvalid' }) }),
    output: profileSchema,
  },
  'user.pass_change': {
    access: 'player',
    input: z
      .object({
        Lang: langField,
        old_password: currentPasswordField,
        password: passwordField,
        password_confirm: passwordConfirmField,
      })
      .superRefine(checkNewPassword),
    output: z.null(),
  },
  'user.forgot': {
    access: 'public',
    input: z.object({
      Lang: langField,
      email: textField('emailInvalid', FIELD_MAX_LENGTH.email).min(3, { error: 'emailInvalid' }),
    }),
    output: z.null(),
  },
  /** A new confirmation link for an account not confirmed yet; answers the same whoever asks. */
  'user.resend_confirmation': {
    access: 'public',
    input: z.object({ Lang: langField, login: loginNameField('loginRequired') }),
    output: z.null(),
  },
  'user.pass_reset': {
    access: 'public',
    input: z
      .object({ Lang: langField, token: tokenField, password: passwordField, password_confirm: passwordConfirmField })
      .superRefine(checkNewPassword),
    output: z.null(),
  },
  /**
   * Whether a mailed reset link can still set a password, asked when its page opens: a used or
   * expired link says so at once instead of failing on submit. Counted with pass_reset's limit.
   */
  'user.reset_link_status': {
    access: 'public',
    input: z.object({ Lang: langField, token: tokenField }),
    output: z.object({ status: z.enum(RESET_LINK_STATUSES) }),
  },
  'user.check_user_ga': {
    access: 'player',
    input: emptyInput,
    output: z.object({ enabled: z.boolean(), pending: z.boolean() }),
  },
  /** Starts the set-up; the current password is required, so a session alone cannot enrol an authenticator. */
  'user.user_generate_ga': {
    access: 'player',
    input: z.object({
      Lang: langField,
      password: z
        .string({ error: 'currentPasswordRequired' })
        .min(1, { error: 'currentPasswordRequired' })
        .pipe(currentPasswordField),
    }),
    output: z.object({ secret: z.string(), otpauthUri: z.string(), qrDataUrl: z.string() }),
  },
  /** Login's second step (restricted session) or the confirmation of a new set-up. */
  'user.check_ga': {
    access: 'restricted',
    input: z.object({ Lang: langField, ga_code: gaCodeField }),
    output: z.object({ enabled: z.boolean() }),
  },
  /**
   * Turns the authenticator off with the current password and a current code, or drops an
   * unfinished set-up with neither.
   */
  'user.clear_generated_ga': {
    access: 'player',
    input: z.object({ Lang: langField, gacode: gaCodeField.optional(), password: currentPasswordField.optional() }),
    output: z.null(),
  },
  'user.list_logins': {
    access: 'player',
    input: z.object({ Lang: langField, limit: z.number().int().min(1).max(50).default(20) }),
    output: z.array(loginEventSchema).max(50),
  },
  'user.logout_others': { access: 'player', input: emptyInput, output: z.object({ ended: z.number().int() }) },
} as const;

export const SESSION_LIFETIME_MS = LIMITS.sessionLifetimeSeconds * 1000;
