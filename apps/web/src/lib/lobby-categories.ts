/** A category as casino.category_list and livecasino.category_list answer it (the specification's names). */
interface LobbyCategory {
  CategoryID: number;
  /** How many games (tables) the category's page lists now. */
  items: number;
}

/**
 * The categories a lobby offers as chips: those with games to list (`items`, the server's count
 * of the page a chip opens), so no chip leads to an empty page; the category the address names
 * stays, so the chip of the page the player is on is always there.
 */
export function chipCategories<T extends LobbyCategory>(categories: readonly T[], activeID: number | undefined): T[] {
  return categories.filter((category) => category.items > 0 || category.CategoryID === activeID);
}
