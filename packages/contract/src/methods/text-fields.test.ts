import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { CONTRACT, type MethodName } from './index.js';
import { textFieldNames } from './text-fields.js';

/** Fields whose own message says it better than "a character that cannot be used". */
const OWN_MESSAGE: Record<string, string> = {
  ga_code: 'gaCodeWrong',
  gacode: 'gaCodeWrong',
  requestId: 'requestIdInvalid',
  serverSeedHash: 'studioSeedHashInvalid',
};

const textFields = (Object.keys(CONTRACT) as MethodName[]).flatMap((method) =>
  textFieldNames(CONTRACT[method].input).map((field) => [method, field] as const),
);

describe('control characters in text fields', () => {
  it('finds the text fields of the contract', () => {
    expect(textFields).toContainEqual(['user.login', 'username']);
    expect(textFields).toContainEqual(['user.register', 'birth_date']);
    expect(textFields).toContainEqual(['finance.list_transactions', 'searchID']);
    expect(textFields).not.toContainEqual(['user.login', 'Lang']);
    expect(textFields.length).toBeGreaterThan(30);
  });

  it.each(textFields)('%s refuses a NUL byte in %s with a catalogue message', (method, field) => {
    const schema = (CONTRACT[method].input as unknown as { shape: Record<string, z.ZodType> }).shape[field]!;
    for (const value of ['ab\u0000cd', '\u0000', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'x\ty']) {
      const result = schema.safeParse(value);
      const messages = result.error?.issues.map((issue) => issue.message) ?? [];
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(messages, JSON.stringify(value)).toContain(OWN_MESSAGE[field] ?? 'invalidCharacter');
      expect(Object.hasOwn(MESSAGES, messages[0]!), messages[0]).toBe(true);
    }
  });

  it('has the Turkish and English texts for the refusal', () => {
    expect(MESSAGES.invalidCharacter.tr).toBe(
      'Girdiğiniz bilgilerde kullanılamayan bir karakter var. Lütfen kontrol edip yeniden yazın.',
    );
    expect(MESSAGES.invalidCharacter.en).toContain('cannot be used');
  });
});
