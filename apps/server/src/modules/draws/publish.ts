import { DRAW_GAME_IDS, drawsTopic } from '@bnw/contract';

/** The topics a browser may follow: every shipped game's. */
export function drawTopics(): Promise<string[]> {
  return Promise.resolve(DRAW_GAME_IDS.map((game) => drawsTopic(game)));
}
