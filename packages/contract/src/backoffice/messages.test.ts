import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { CATALOGUE_CONTRACT } from './catalogue-methods.js';
import { CATALOGUE_MESSAGES } from './catalogue-messages.js';
import { CONTENT_CONTRACT } from './content-methods.js';
import { CONTENT_MESSAGES } from './content-messages.js';
import { CORE_CONTRACT } from './core.js';
import { BACKOFFICE_MESSAGES, CORE_MESSAGES } from './messages.js';
import { STAFF_ACTION_NAMES } from './action-names.js';
import { BACKOFFICE_CONTRACT } from './methods.js';
import { PAYMENTS_CONTRACT } from './payments-methods.js';
import { PAYMENTS_MESSAGES } from './payments-messages.js';
import { PLAYERS_CONTRACT } from './players-methods.js';
import { PLAYERS_MESSAGES } from './players-messages.js';
import { REPORTS_CONTRACT } from './reports-methods.js';
import { REPORTS_MESSAGES } from './reports-messages.js';

type Catalogue = Record<string, { code: number; tr: string; en: string }>;

const AREAS: Array<[string, Catalogue, number]> = [
  ['content', CONTENT_MESSAGES, 6100],
  ['catalogue', CATALOGUE_MESSAGES, 6200],
  ['players', PLAYERS_MESSAGES, 6300],
  ['payments', PAYMENTS_MESSAGES, 6400],
  ['reports', REPORTS_MESSAGES, 6500],
];

describe('the back-office catalogue and contract, merged from their areas', () => {
  it('keeps each area in its range, every code distinct from the player catalogue and each other', () => {
    for (const [area, messages, first] of AREAS) {
      for (const [key, message] of Object.entries(messages)) {
        expect(message.code, `${area} ${key}`).toBeGreaterThanOrEqual(first);
        expect(message.code, `${area} ${key}`).toBeLessThan(first + 100);
      }
    }
    const codes = [...Object.values(BACKOFFICE_MESSAGES), ...Object.values(MESSAGES)]
      .map((message) => message.code)
      .filter((code) => code !== 200);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('loses no message and no call to a name used twice (a spread would silently keep the last)', () => {
    const areaMessages = AREAS.reduce((sum, [, messages]) => sum + Object.keys(messages).length, 0);
    expect(Object.keys(BACKOFFICE_MESSAGES)).toHaveLength(Object.keys(CORE_MESSAGES).length + areaMessages);
    for (const key of Object.keys(BACKOFFICE_MESSAGES)) expect(Object.hasOwn(MESSAGES, key), key).toBe(false);

    const parts = [
      CORE_CONTRACT,
      CONTENT_CONTRACT,
      CATALOGUE_CONTRACT,
      PLAYERS_CONTRACT,
      PAYMENTS_CONTRACT,
      REPORTS_CONTRACT,
    ];
    const callCount = parts.reduce((sum: number, part) => sum + Object.keys(part).length, 0);
    expect(Object.keys(BACKOFFICE_CONTRACT)).toHaveLength(callCount);
    for (const method of Object.keys(BACKOFFICE_CONTRACT)) expect(method).toMatch(/^bo_[a-z_]+\.[a-z_]+$/);
  });

  it('has a Turkish and an English text for every message', () => {
    for (const [key, message] of Object.entries(BACKOFFICE_MESSAGES as Catalogue)) {
      expect(message.tr.length, key).toBeGreaterThan(0);
      expect(message.en.length, key).toBeGreaterThan(0);
    }
  });
});

describe('the audit names every call for staff', () => {
  it('has a Turkish and an English name for every call and none for a call that does not exist', () => {
    expect(Object.keys(STAFF_ACTION_NAMES).sort()).toEqual(Object.keys(BACKOFFICE_CONTRACT).sort());
    for (const [method, name] of Object.entries(STAFF_ACTION_NAMES)) {
      expect(name.tr, method).not.toMatch(/^bo_|_/);
      expect(name.en, method).not.toMatch(/^bo_|_/);
    }
    expect(STAFF_ACTION_NAMES['bo_content.slider_save']).toEqual({ tr: 'Slayt kaydetme', en: 'Slider save' });
  });
});
