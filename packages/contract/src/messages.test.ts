import { describe, expect, it } from 'vitest';
import { MESSAGE_CODES } from './message-codes.js';
import { MESSAGES, messageText } from './messages.js';

describe('message catalogue', () => {
  it('fills placeholders in the asked language', () => {
    expect(messageText('tooManyAttempts', 'tr', { minutes: 15 })).toBe(
      'Çok fazla deneme yapıldı. Lütfen 15 dakika sonra tekrar deneyin.',
    );
    expect(messageText('tooManyAttempts', 'en', { minutes: 3 })).toContain('3 minutes');
  });

  it('leaves an unknown placeholder visible rather than inventing a value', () => {
    expect(messageText('invalidData', 'tr')).toContain('{fields}');
  });

  it('gives every refusal a distinct code; successes share 200', () => {
    const codes = Object.values(MESSAGES)
      .map((message) => message.code)
      .filter((code) => code !== 200);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('takes each code from MESSAGE_CODES under the same name, and has a text for every code', () => {
    expect(Object.keys(MESSAGES)).toEqual(Object.keys(MESSAGE_CODES));
    for (const [key, message] of Object.entries(MESSAGES)) {
      expect(message.code, key).toBe(MESSAGE_CODES[key as keyof typeof MESSAGE_CODES]);
    }
  });
});
