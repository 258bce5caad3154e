/** The detail of a promotion opens over /promotions and is named in the address, so it can be shared and reopened. */
export const PROMOTION_PARAM = 'id';

export function promotionHref(promotionID: number): string {
  return `/promotions?${PROMOTION_PARAM}=${encodeURIComponent(String(promotionID))}`;
}

/** The promotion id an address names: a positive whole number, else null. */
export function promotionIdOf(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
