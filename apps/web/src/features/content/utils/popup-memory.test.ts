import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@/lib/storage';
import { popup } from '../testing/content-fixtures';
import { closedPopupIds, markPopupShown, popupToShow, rememberClosedPopup, visitMayShowPopup } from './popup-memory';

describe('the pop-up rule', () => {
  it('lets a visit show a pop-up only while modalStatus is 1, as app start sets it', () => {
    const storage = createMemoryStorage({ modalStatus: '1' });
    expect(visitMayShowPopup(storage)).toBe(true);
    markPopupShown(storage);
    expect(storage.dump().modalStatus).toBe('0');
    expect(visitMayShowPopup(storage)).toBe(false);
    expect(visitMayShowPopup(createMemoryStorage())).toBe(false);
  });

  it('picks the first active pop-up the player has not closed', () => {
    const list = [popup(1, { Active: 'inactive' }), popup(2), popup(3)];
    expect(popupToShow(list, [])?.ID).toBe(2);
    expect(popupToShow(list, [2])?.ID).toBe(3);
    expect(popupToShow(list, [2, 3])).toBeNull();
  });

  it('remembers closed pop-ups once each, a bounded list, and reads a broken one as none', () => {
    const storage = createMemoryStorage();
    rememberClosedPopup(4, storage);
    rememberClosedPopup(4, storage);
    rememberClosedPopup(7, storage);
    expect(closedPopupIds(storage)).toEqual([4, 7]);
    for (let id = 100; id < 140; id += 1) rememberClosedPopup(id, storage);
    expect(closedPopupIds(storage)).toHaveLength(30);
    expect(closedPopupIds(storage).at(-1)).toBe(139);
    expect(closedPopupIds(createMemoryStorage({ closedPopups: '{oops' }))).toEqual([]);
    expect(closedPopupIds(createMemoryStorage({ closedPopups: '["1", 2]' }))).toEqual([2]);
  });
});
