import { MOTIFS, type MotifId, isMotifId } from './motifs.js';

export { MOTIFS, type MotifId, isMotifId };

/** The canvas every motif is drawn on. */
export const SYMBOL_ART_SIZE = 64;

/** A motif's shapes in the given colour, for an `<svg viewBox="0 0 64 64">` or a `<g>` of a larger picture. */
export function symbolArtShapes(motif: MotifId, colour: string): string {
  return MOTIFS[motif](colour);
}

/** A motif as a standalone SVG document (a data URL or a served image). */
export function symbolArtSvg(motif: MotifId, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SYMBOL_ART_SIZE} ${SYMBOL_ART_SIZE}">${symbolArtShapes(motif, colour)}</svg>`;
}
