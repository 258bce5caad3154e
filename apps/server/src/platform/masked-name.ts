/**
 * How a player is named where other players see them (the high-earnings feed, tournament
 * leaderboards): `ay***e`, the first two letters, three stars, the last letter; a short name shows less.
 */
export function maskName(username: string): string {
  const letters = Array.from(username);
  if (letters.length >= 4) return `${letters.slice(0, 2).join('')}***${letters.at(-1)}`;
  if (letters.length === 3) return `${letters[0]}***${letters[2]}`;
  return `${letters[0] ?? ''}***`;
}
