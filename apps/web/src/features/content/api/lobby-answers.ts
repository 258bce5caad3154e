/** The JSON the server writes into a lobby's page (apps/server/src/http/lobby-pages.ts). */
export const LOBBY_ANSWERS_ELEMENT_ID = 'bnw-lobby-answers';

/** The answers the page arrived with and nobody has taken yet, by key. */
const answers = new Map<string, unknown>();

/** Moves the element's answers into `answers` (the element goes: they are read once); a list that does not parse is ignored. */
function readInlinedAnswers(): void {
  const element = document.getElementById(LOBBY_ANSWERS_ELEMENT_ID);
  if (!element) return;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      for (const [key, value] of Object.entries(parsed)) answers.set(key, value);
  } catch {
    // The calls are then asked as usual.
  }
}

/**
 * The answer to `key` (the method and what distinguishes the call, as lobby-pages.ts writes it) the
 * lobby's page arrived with, taken once and only if `isValid` holds: the shell already shows its
 * pictures, so the first render shows the same instead of a placeholder and waits for no request.
 * Later visits of the page ask as usual.
 */
export function takeLobbyAnswer<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  readInlinedAnswers();
  const value = answers.get(key);
  answers.delete(key);
  return isValid(value) ? value : undefined;
}

/** A list of content items as the server writes them: each with its ID and its picture's address. */
export function isPictureList<T extends { ID: number; Image: { Url: string } }>(value: unknown): value is T[] {
  return (
    Array.isArray(value) &&
    value.every((item: { ID?: unknown; Image?: { Url?: unknown } } | null) => {
      return typeof item?.ID === 'number' && typeof item.Image?.Url === 'string';
    })
  );
}
