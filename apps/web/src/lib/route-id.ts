/** The largest id the server takes (a 32-bit integer, as the contract's id fields). */
const MAX_ID = 2_147_483_647;

/**
 * A category's or provider's id from the address (`/slot/category/:categoryID`), or null when
 * the address holds no such id: the page then says so instead of asking the server.
 */
export function routeId(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= MAX_ID ? id : null;
}
