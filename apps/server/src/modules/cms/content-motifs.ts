/**
 * The pictures' motifs, each drawn in a 100 x 100 box that content-images.ts places and scales:
 * coins, playing cards, dice, a trophy, a gift, a slot machine, casino chips and tombala balls.
 * They use the gradients the picture defines: `au` (gold), `au-side` (a coin's edge), `ball`
 * (a ball's highlight) and the palette's colours passed in.
 */

export interface MotifColours {
  /** The palette's bright colour (chips, the gift's box). */
  glow: string;
  /** The palette's deep colour (the slot machine's body). */
  deep: string;
}

const GOLD_STROKE = 'stroke="#8a5a00" stroke-width="0.8"';

function coin(cx: number, cy: number, rx: number, thickness: number, withSign: boolean): string {
  const ry = rx * 0.32;
  const sign = withSign
    ? `<text x="${cx}" y="${cy + ry * 0.55}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="900" font-size="${ry * 1.5}" fill="#9a6400">₺</text>`
    : '';
  return [
    `<path d="M${cx - rx} ${cy} v${thickness} a${rx} ${ry} 0 0 0 ${rx * 2} 0 v-${thickness} z" fill="url(#au-side)" ${GOLD_STROKE}/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#au)" ${GOLD_STROKE}/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.72}" ry="${ry * 0.72}" fill="none" stroke="#b07d12" stroke-width="0.8"/>`,
    sign,
  ].join('');
}

function flyingCoin(cx: number, cy: number, r: number, tilt: number): string {
  return [
    `<g transform="rotate(${tilt} ${cx} ${cy})">`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.82}" fill="url(#au)" ${GOLD_STROKE}/>`,
    `<text x="${cx}" y="${cy + r * 0.42}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="900" font-size="${r * 1.2}" fill="#9a6400">₺</text>`,
    '</g>',
  ].join('');
}

function coins(): string {
  const stack = [88, 79, 70, 61].map((y, index) => coin(50, y, 30, 7, index === 3)).join('');
  return `${stack}${flyingCoin(80, 26, 11, 20)}${flyingCoin(20, 34, 9, -25)}${flyingCoin(58, 14, 7, 10)}`;
}

function card(rotation: number, corner: string, suit: string, colour: string): string {
  return [
    `<g transform="rotate(${rotation} 50 92)">`,
    '<rect x="31" y="24" width="38" height="56" rx="5" fill="#ffffff" stroke="#d4d4d8" stroke-width="0.8"/>',
    `<text x="36" y="36" font-family="Arial, sans-serif" font-weight="800" font-size="10" fill="${colour}">${corner}</text>`,
    `<text x="50" y="62" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="24" fill="${colour}">${suit}</text>`,
    '</g>',
  ].join('');
}

function cards(): string {
  return [card(-22, 'K', '♠', '#111827'), card(0, 'A', '♥', '#dc2626'), card(22, 'A', '♠', '#111827')].join('');
}

const PIPS: Record<number, Array<[number, number]>> = {
  3: [
    [-10, -10],
    [0, 0],
    [10, 10],
  ],
  5: [
    [-10, -10],
    [10, -10],
    [0, 0],
    [-10, 10],
    [10, 10],
  ],
  6: [
    [-10, -11],
    [10, -11],
    [-10, 0],
    [10, 0],
    [-10, 11],
    [10, 11],
  ],
};

function die(cx: number, cy: number, rotation: number, face: number): string {
  const pips = (PIPS[face] ?? [])
    .map(([dx, dy]) => `<circle cx="${cx + dx}" cy="${cy + dy}" r="3.6" fill="#b91c1c"/>`)
    .join('');
  return [
    `<g transform="rotate(${rotation} ${cx} ${cy})">`,
    `<rect x="${cx - 19}" y="${cy - 19}" width="38" height="38" rx="8" fill="#ffffff" stroke="#d4d4d8" stroke-width="1"/>`,
    `<rect x="${cx - 19}" y="${cy + 9}" width="38" height="10" rx="5" fill="#000000" fill-opacity="0.08"/>`,
    pips,
    '</g>',
  ].join('');
}

function dice(): string {
  return `${die(36, 60, -14, 5)}${die(66, 42, 16, 6)}`;
}

function trophy(): string {
  return [
    '<path d="M31 22 C16 22 15 44 33 47" fill="none" stroke="url(#au)" stroke-width="5"/>',
    '<path d="M69 22 C84 22 85 44 67 47" fill="none" stroke="url(#au)" stroke-width="5"/>',
    `<path d="M28 16 H72 V36 C72 54 62 62 50 62 C38 62 28 54 28 36 Z" fill="url(#au)" ${GOLD_STROKE}/>`,
    '<path d="M34 20 V36 C34 46 38 52 43 55" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3" stroke-linecap="round"/>',
    '<path d="M50 26 l3.5 7 7.7 1.1 -5.6 5.4 1.3 7.7 -6.9 -3.6 -6.9 3.6 1.3 -7.7 -5.6 -5.4 7.7 -1.1 z" fill="#fff7d6" fill-opacity="0.9"/>',
    `<rect x="45" y="61" width="10" height="13" fill="url(#au-side)" ${GOLD_STROKE}/>`,
    `<rect x="35" y="73" width="30" height="8" rx="2" fill="url(#au)" ${GOLD_STROKE}/>`,
    '<rect x="30" y="80" width="40" height="9" rx="2" fill="#3f2a05"/>',
  ].join('');
}

function gift(colours: MotifColours): string {
  return [
    `<rect x="22" y="46" width="56" height="42" rx="3" fill="${colours.glow}" stroke="#000000" stroke-opacity="0.2"/>`,
    '<rect x="22" y="46" width="56" height="10" fill="#000000" fill-opacity="0.15"/>',
    `<rect x="17" y="35" width="66" height="14" rx="3" fill="${colours.glow}" stroke="#000000" stroke-opacity="0.2"/>`,
    '<rect x="17" y="35" width="66" height="5" rx="2" fill="#ffffff" fill-opacity="0.25"/>',
    `<rect x="45" y="35" width="10" height="53" fill="url(#au)" ${GOLD_STROKE}/>`,
    `<path d="M50 35 C38 16 22 22 30 32 C34 36 44 36 50 35 Z" fill="url(#au)" ${GOLD_STROKE}/>`,
    `<path d="M50 35 C62 16 78 22 70 32 C66 36 56 36 50 35 Z" fill="url(#au)" ${GOLD_STROKE}/>`,
    `<circle cx="50" cy="34" r="4.5" fill="url(#au-side)" ${GOLD_STROKE}/>`,
  ].join('');
}

function reel(x: number, symbol: string, colour: string): string {
  return [
    `<rect x="${x}" y="34" width="22" height="34" rx="3" fill="#ffffff"/>`,
    `<rect x="${x}" y="34" width="22" height="8" rx="3" fill="#000000" fill-opacity="0.12"/>`,
    `<rect x="${x}" y="60" width="22" height="8" rx="3" fill="#000000" fill-opacity="0.12"/>`,
    `<text x="${x + 11}" y="59" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="22" fill="${colour}">${symbol}</text>`,
  ].join('');
}

function spins(colours: MotifColours): string {
  return [
    `<rect x="8" y="18" width="80" height="66" rx="10" fill="${colours.deep}" stroke="url(#au)" stroke-width="3.5"/>`,
    `<rect x="14" y="12" width="68" height="12" rx="6" fill="url(#au)" ${GOLD_STROKE}/>`,
    reel(15, '7', '#dc2626'),
    reel(37, '7', '#dc2626'),
    reel(59, '7', '#dc2626'),
    '<rect x="24" y="74" width="48" height="5" rx="2.5" fill="#000000" fill-opacity="0.35"/>',
    '<path d="M88 62 H94 V30" fill="none" stroke="#9ca3af" stroke-width="3" stroke-linecap="round"/>',
    '<circle cx="94" cy="27" r="5" fill="#ef4444" stroke="#7f1d1d" stroke-width="1"/>',
  ].join('');
}

function chip(cx: number, cy: number, fill: string): string {
  return [
    `<circle cx="${cx}" cy="${cy + 3}" r="21" fill="#000000" fill-opacity="0.25"/>`,
    `<circle cx="${cx}" cy="${cy}" r="21" fill="${fill}" stroke="#ffffff" stroke-width="1"/>`,
    `<circle cx="${cx}" cy="${cy}" r="17" fill="none" stroke="#ffffff" stroke-width="6" stroke-dasharray="6 7.35"/>`,
    `<circle cx="${cx}" cy="${cy}" r="11" fill="#ffffff" fill-opacity="0.92"/>`,
    `<text x="${cx}" y="${cy + 4.5}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="900" font-size="12" fill="${fill}">₺</text>`,
  ].join('');
}

function chips(colours: MotifColours): string {
  return `${chip(32, 62, '#16a34a')}${chip(68, 60, '#dc2626')}${chip(50, 36, colours.glow)}`;
}

function ball(cx: number, cy: number, number: number, fill: string): string {
  return [
    `<circle cx="${cx}" cy="${cy}" r="15" fill="${fill}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="15" fill="url(#ball)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="8.5" fill="#ffffff"/>`,
    `<text x="${cx}" y="${cy + 4}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="900" font-size="11" fill="#111827">${number}</text>`,
  ].join('');
}

function tombala(): string {
  return [
    ball(28, 36, 7, '#dc2626'),
    ball(66, 28, 23, '#2563eb'),
    ball(44, 66, 45, '#16a34a'),
    ball(76, 66, 90, '#f59e0b'),
  ].join('');
}

/** The motif's drawing in its 100 x 100 box. */
export function motifSvg(motif: string, colours: MotifColours): string {
  switch (motif) {
    case 'coins':
      return coins();
    case 'cards':
      return cards();
    case 'dice':
      return dice();
    case 'trophy':
      return trophy();
    case 'gift':
      return gift(colours);
    case 'spins':
      return spins(colours);
    case 'tombala':
      return tombala();
    default:
      return chips(colours);
  }
}
