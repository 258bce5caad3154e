import { MAINTENANCE_MESSAGE, MESSAGE_CODES } from '@bnw/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { describeRefusal } from './refusal';

const t = ((key: string) => `t:${key}`) as unknown as TFunction<'studio'>;

describe('describeRefusal', () => {
  it("shows the server's Turkish refusal as it is", () => {
    const envelope = { result: false, message: 'Bakiyeniz yetersiz.', code: 4001, debug: null, data: null };
    expect(describeRefusal(new ApiError('failed', envelope.message, envelope), t)).toBe('Bakiyeniz yetersiz.');
  });

  it("never shows the maintenance answer's fixed English text", () => {
    const envelope = {
      result: false,
      message: MAINTENANCE_MESSAGE,
      code: MESSAGE_CODES.maintenance,
      debug: null,
      data: null,
    };
    expect(describeRefusal(new ApiError('failed', MAINTENANCE_MESSAGE, envelope), t)).toBe('t:errors.maintenance');
    expect(describeRefusal(new ApiError('maintenance', 'x'), t)).toBe('t:errors.maintenance');
  });

  it('names a lost connection and anything else in our words', () => {
    expect(describeRefusal(new ApiError('network', 'x'), t)).toBe('t:errors.network');
    expect(describeRefusal(new Error('boom'), t)).toBe('t:errors.unexpected');
  });
});
