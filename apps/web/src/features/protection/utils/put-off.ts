/**
 * Prompts a player closed during this visit, by prompt and uid: each is asked once per login or
 * app start, and a new visit (or another player on the same phone) is asked again whatever the
 * server still says is due. Only 'Şimdi değil' and 'Limitlerim uygun' are remembered for good (on
 * the server).
 */
const closed = new Set<string>();

export type PromptName = 'arrival' | 'deposit';

export function isPutOff(prompt: PromptName, uid: string): boolean {
  return closed.has(`${prompt}:${uid}`);
}

export function putOff(prompt: PromptName, uid: string): void {
  closed.add(`${prompt}:${uid}`);
}
