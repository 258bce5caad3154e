import { describe, expect, it } from 'vitest';
import { playerListInput } from './adapters';

const base = { page: 1, perPage: 25, filter: {} };

describe('the players list as the server takes it', () => {
  it('sends everyone newest first without filters', () => {
    expect(playerListInput(base)).toEqual({
      query: undefined,
      status: undefined,
      registeredFrom: undefined,
      registeredTo: undefined,
      limit: 25,
      offset: 0,
      sort: 'id',
      descending: true,
    });
  });

  it('sends the filters, the page and the order the list shows', () => {
    const input = playerListInput({
      page: 3,
      perPage: 10,
      sort: { field: 'name', order: 'ASC' },
      filter: { q: ' Işıl ', status: 'inactive', registeredFrom: '2026-11-01', registeredTo: '2026-11-30' },
    });
    expect(input).toMatchObject({
      query: 'Işıl',
      status: 'inactive',
      registeredFrom: '2026-11-01',
      registeredTo: '2026-11-30',
      limit: 10,
      offset: 20,
      sort: 'name',
      descending: false,
    });
  });

  it('leaves out what the server would refuse: one letter, an unknown status or order, a page too large', () => {
    const input = playerListInput({
      page: 1,
      perPage: 500,
      sort: { field: 'email', order: 'DESC' },
      filter: { q: 'a', status: 'deleted', registeredFrom: '01.11.2026' },
    });
    expect(input).toMatchObject({ query: undefined, status: undefined, registeredFrom: undefined, limit: 50 });
    expect(input.sort).toBe('id');
    // A single digit is a player number.
    expect(playerListInput({ ...base, filter: { q: '7' } }).query).toBe('7');
  });
});
