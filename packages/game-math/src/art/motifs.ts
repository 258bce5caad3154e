/**
 * The pictures every studio symbol is drawn with: SVG shapes on a 64 x 64 canvas, no text and no
 * emoji, so a reel looks the same on every phone and on machines without an emoji font (emoji were
 * empty boxes there and differed from one maker to the next). Each picture takes the symbol's
 * colour for its main part; the rest of its colours are fixed so a cherry stays a cherry.
 */
type Draw = (colour: string) => string;

/** A thin dark edge that keeps a light shape readable on a light tile. */
const EDGE = 'stroke="#1a1a1a" stroke-opacity="0.45" stroke-width="1.5" stroke-linejoin="round"';
const SHINE = 'fill="#ffffff" fill-opacity="0.45"';
const LEAF = '#3fa34d';
const WOOD = '#7a4a26';
const GOLD = '#f2b705';

const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" ${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const line = (d: string, stroke: string, width = 3) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A regular star with `points` tips around (32, 33). */
function starPath(points: number, outer: number, inner: number, cx = 32, cy = 33): string {
  const corners: string[] = [];
  for (let index = 0; index < points * 2; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    corners.push(`${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `M${corners.join('L')}Z`;
}

/** Petals around a centre, for flowers and blossoms. */
function petals(count: number, colour: string, centre: string, length = 13, width = 8, cy = 30): string {
  const shapes: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const angle = (360 / count) * index;
    shapes.push(
      `<ellipse cx="32" cy="${cy - length}" rx="${width}" ry="${length}" fill="${colour}" ${EDGE} transform="rotate(${angle} 32 ${cy})"/>`,
    );
  }
  return shapes.join('') + circle(32, cy, 7, centre, EDGE);
}

export const MOTIFS = {
  cherry: (c) =>
    line('M22 40 C26 24 34 14 44 10 M42 44 C40 30 42 18 44 10', LEAF, 3) +
    path('M44 10 C52 8 58 14 56 18 C50 18 46 15 44 10Z', LEAF) +
    circle(21, 44, 11, c, EDGE) +
    circle(43, 47, 11, c, EDGE) +
    circle(17, 40, 3, '#fff', 'fill-opacity="0.5"') +
    circle(39, 43, 3, '#fff', 'fill-opacity="0.5"'),
  lemon: (c) =>
    path('M8 34 C10 20 24 12 38 14 C50 16 58 26 56 34 C54 46 40 54 26 52 C14 50 6 42 8 34Z', c, EDGE) +
    path('M52 18 C56 16 60 18 60 22 C56 22 54 20 52 18Z', LEAF) +
    path(
      'M20 24 C26 20 34 20 38 22',
      'none',
      'stroke="#fff" stroke-opacity="0.6" stroke-width="3" stroke-linecap="round"',
    ),
  grapes: (c) =>
    line('M32 14 L34 6', WOOD, 3) +
    path('M34 10 C42 4 52 8 52 14 C44 16 38 14 34 10Z', LEAF) +
    [
      [22, 20],
      [32, 18],
      [42, 20],
      [27, 29],
      [37, 29],
      [22, 38],
      [32, 38],
      [42, 38],
      [27, 47],
      [37, 47],
      [32, 55],
    ]
      .map(([x, y]) => circle(x!, y!, 6.5, c, EDGE))
      .join(''),
  watermelon: (c) =>
    path('M6 22 L58 22 C58 42 46 56 32 56 C18 56 6 42 6 22Z', '#2d8a3e', EDGE) +
    path('M10 22 L54 22 C54 38 44 51 32 51 C20 51 10 38 10 22Z', c === '#2a9d8f' ? '#e63946' : c) +
    [20, 28, 36, 44, 32, 24, 40]
      .map((x, i) => `<ellipse cx="${x}" cy="${i < 4 ? 30 : 40}" rx="1.6" ry="3" fill="#1a1a1a"/>`)
      .join(''),
  plum: (c) =>
    path('M32 16 C46 14 56 26 54 40 C52 52 42 58 32 58 C20 58 10 50 10 38 C10 24 20 16 32 16Z', c, EDGE) +
    line('M32 18 C32 28 30 40 32 56', '#000', 1.5) +
    line('M32 18 L36 8', WOOD, 3) +
    path('M36 10 C44 4 52 8 52 12 C46 14 40 13 36 10Z', LEAF) +
    `<ellipse cx="22" cy="30" rx="4" ry="7" ${SHINE}/>`,
  apple: (c) =>
    path(
      'M32 20 C40 12 56 16 56 32 C56 46 46 58 38 56 C35 55 33 54 32 54 C31 54 29 55 26 56 C18 58 8 46 8 32 C8 16 24 12 32 20Z',
      c,
      EDGE,
    ) +
    line('M32 20 C32 14 34 10 36 6', WOOD, 3) +
    path('M34 12 C40 6 48 8 48 12 C42 14 38 14 34 12Z', LEAF) +
    `<ellipse cx="20" cy="30" rx="4" ry="7" ${SHINE}/>`,
  orange: (c) =>
    circle(32, 35, 22, c, EDGE) +
    path('M32 13 C38 6 46 8 48 12 C42 15 36 15 32 13Z', LEAF) +
    circle(32, 14, 2, '#6b8e23') +
    `<ellipse cx="23" cy="27" rx="5" ry="7" ${SHINE}/>`,
  strawberry: (c) =>
    path('M10 22 C18 16 46 16 54 22 C54 38 42 56 32 58 C22 56 10 38 10 22Z', c, EDGE) +
    path('M14 20 L22 12 L28 18 L32 8 L36 18 L42 12 L50 20 C40 24 24 24 14 20Z', LEAF) +
    [
      [22, 30],
      [32, 30],
      [42, 30],
      [27, 39],
      [37, 39],
      [32, 48],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="1.5" ry="2.4" fill="#ffe9a8"/>`)
      .join(''),
  peach: (c) =>
    path('M32 18 C46 12 58 24 56 38 C54 52 42 58 32 58 C22 58 10 52 8 38 C6 24 18 12 32 18Z', c, EDGE) +
    line('M32 20 C36 32 36 44 32 56', '#000', 1.5) +
    path('M32 18 C36 8 46 6 50 10 C44 16 38 18 32 18Z', LEAF) +
    `<ellipse cx="20" cy="32" rx="4" ry="7" ${SHINE}/>`,
  olive: (c) =>
    line('M8 54 C22 40 38 24 56 8', WOOD, 3) +
    path('M20 42 C14 34 16 26 22 22 C24 30 24 36 20 42Z', LEAF) +
    path('M40 22 C42 14 50 10 56 12 C52 18 46 22 40 22Z', LEAF) +
    `<ellipse cx="36" cy="40" rx="9" ry="12" fill="${c}" ${EDGE} transform="rotate(-30 36 40)"/>` +
    `<ellipse cx="24" cy="22" rx="7" ry="9" fill="${c}" ${EDGE} transform="rotate(-30 24 22)"/>` +
    circle(33, 35, 2.5, '#fff', 'fill-opacity="0.5"'),
  nut: (c) =>
    path('M32 12 C46 12 54 24 52 38 C50 50 42 58 32 58 C22 58 14 50 12 38 C10 24 18 12 32 12Z', c, EDGE) +
    path('M12 30 C20 24 44 24 52 30 C50 18 42 10 32 10 C22 10 14 18 12 30Z', '#5c3a1e', EDGE) +
    `<ellipse cx="24" cy="42" rx="4" ry="6" ${SHINE}/>`,
  star: (c) => path(starPath(5, 26, 11), c, EDGE) + path(starPath(5, 14, 6, 29, 29), '#ffffff', 'fill-opacity="0.35"'),
  sparkle: (c) => path('M32 6 C34 24 40 30 58 32 C40 34 34 40 32 58 C30 40 24 34 6 32 C24 30 30 24 32 6Z', c, EDGE),
  seven: (c) =>
    path('M12 10 L54 10 L54 20 C42 30 34 42 32 58 L18 58 C20 42 28 30 38 22 L12 22Z', c, EDGE) +
    path('M14 12 L52 12 L52 14 L14 14Z', '#ffffff', 'fill-opacity="0.45"'),
  bell: (c) =>
    path('M32 8 C44 8 48 20 48 32 C48 42 52 46 56 50 L8 50 C12 46 16 42 16 32 C16 20 20 8 32 8Z', c, EDGE) +
    circle(32, 54, 5, WOOD) +
    circle(32, 7, 3, c, EDGE) +
    `<ellipse cx="25" cy="26" rx="3" ry="9" ${SHINE}/>`,
  gem: (c) =>
    path('M16 12 L48 12 L58 26 L32 58 L6 26Z', c, EDGE) +
    path('M16 12 L24 26 L32 12 L40 26 L48 12', 'none', 'stroke="#fff" stroke-opacity="0.5" stroke-width="1.5"') +
    path('M6 26 L58 26 M24 26 L32 58 L40 26', 'none', 'stroke="#000" stroke-opacity="0.25" stroke-width="1.5"') +
    path('M16 12 L24 26 L6 26Z', '#ffffff', 'fill-opacity="0.35"'),
  ring: (c) =>
    circle(32, 40, 17, 'none', `stroke="${GOLD}" stroke-width="6"`) +
    path('M24 8 L40 8 L46 16 L32 28 L18 16Z', c, EDGE) +
    path('M24 8 L28 16 L18 16Z', '#fff', 'fill-opacity="0.5"'),
  crown: (c) =>
    path('M8 22 L20 34 L32 14 L44 34 L56 22 L52 50 L12 50Z', c, EDGE) +
    path('M12 44 L52 44 L52 52 L12 52Z', c, EDGE) +
    circle(8, 21, 4, c, EDGE) +
    circle(32, 13, 4, c, EDGE) +
    circle(56, 21, 4, c, EDGE) +
    circle(22, 48, 2.5, '#e63946') +
    circle(32, 48, 2.5, '#1e88e5') +
    circle(42, 48, 2.5, '#2e7d32'),
  coin: (c) =>
    circle(32, 32, 24, c, EDGE) +
    circle(32, 32, 18, 'none', 'stroke="#000" stroke-opacity="0.25" stroke-width="2"') +
    path(starPath(5, 10, 4, 32, 33), '#ffffff', 'fill-opacity="0.5"'),
  moneyBag: (c) =>
    path('M24 16 C16 26 10 36 12 46 C14 56 50 56 52 46 C54 36 48 26 40 16Z', c, EDGE) +
    path('M22 8 L42 8 L38 16 L26 16Z', c, EDGE) +
    line('M24 16 L40 16', WOOD, 3) +
    circle(32, 40, 8, GOLD, EDGE),
  dice: (c) =>
    `<rect x="10" y="10" width="44" height="44" rx="9" fill="${c}" ${EDGE}/>` +
    [
      [21, 21],
      [43, 21],
      [32, 32],
      [21, 43],
      [43, 43],
    ]
      .map(([x, y]) => circle(x!, y!, 4, '#1a1a1a'))
      .join(''),
  sun: (c) =>
    Array.from(
      { length: 12 },
      (_, index) => `<path d="M32 2 L36 14 L28 14Z" fill="${c}" transform="rotate(${index * 30} 32 32)"/>`,
    ).join('') +
    circle(32, 32, 15, c, EDGE) +
    circle(27, 27, 4, '#fff', 'fill-opacity="0.45"'),
  sunrise: (c) =>
    `<rect x="4" y="40" width="56" height="18" rx="4" fill="#1f4e79"/>` +
    path('M14 40 A18 18 0 0 1 50 40Z', c, EDGE) +
    Array.from(
      { length: 7 },
      (_, index) => `<path d="M32 6 L35 16 L29 16Z" fill="${c}" transform="rotate(${-90 + index * 30} 32 40)"/>`,
    ).join('') +
    line('M10 48 L26 48 M34 52 L54 52', '#8ecae6', 2),
  moon: (c) =>
    path('M40 6 C24 8 12 20 12 34 C12 48 24 58 40 58 C28 52 22 42 22 32 C22 22 28 12 40 6Z', c, EDGE) +
    path(starPath(5, 7, 3, 46, 28), c),
  fullMoon: (c) =>
    circle(32, 32, 24, c, EDGE) +
    circle(24, 24, 5, '#000', 'fill-opacity="0.12"') +
    circle(40, 36, 7, '#000', 'fill-opacity="0.12"') +
    circle(26, 42, 3.5, '#000', 'fill-opacity="0.12"'),
  cloud: (c) =>
    path(
      'M16 46 C8 46 6 36 12 32 C10 24 18 18 26 22 C28 12 44 10 48 22 C56 22 60 30 56 36 C60 42 56 48 50 46Z',
      c,
      EDGE,
    ) + line('M14 54 L30 54 M36 54 L50 54', c, 3),
  wave: (c) =>
    path('M4 38 C12 24 24 20 32 26 C26 30 26 38 34 40 C42 42 50 34 60 36 L60 58 L4 58Z', c, EDGE) +
    line('M8 48 C16 44 24 52 32 48 C40 44 48 52 56 48', '#ffffff', 2.5) +
    circle(30, 28, 3, '#fff', 'fill-opacity="0.7"'),
  drop: (c) =>
    path('M32 6 C40 20 50 30 50 40 C50 50 42 58 32 58 C22 58 14 50 14 40 C14 30 24 20 32 6Z', c, EDGE) +
    `<ellipse cx="25" cy="40" rx="4" ry="8" ${SHINE}/>`,
  flame: (c) =>
    path(
      'M32 4 C36 16 50 22 50 40 C50 52 42 60 32 60 C22 60 14 52 14 40 C14 30 20 24 24 18 C26 26 28 28 30 28 C28 18 30 10 32 4Z',
      c,
      EDGE,
    ) + path('M32 30 C36 38 42 42 42 48 C42 54 38 58 32 58 C26 58 22 54 22 48 C22 42 28 38 32 30Z', '#ffd23f'),
  snowflake: (c) =>
    Array.from(
      { length: 6 },
      (_, index) =>
        `<g transform="rotate(${index * 60} 32 32)">${line('M32 32 L32 6 M32 14 L26 8 M32 14 L38 8 M32 22 L26 17 M32 22 L38 17', c, 3.5)}</g>`,
    ).join(''),
  mountain: (c) =>
    path('M2 56 L24 16 L34 32 L42 22 L62 56Z', c, EDGE) +
    path('M24 16 L30 27 L26 25 L22 29 L18 26Z', '#ffffff') +
    path('M42 22 L47 31 L43 29 L39 31Z', '#ffffff'),
  rainbow: () =>
    ['#e63946', '#f4a261', '#ffd23f', '#52b788', '#4895ef', '#7b2cbf']
      .map(
        (colour, index) =>
          `<path d="M${6 + index * 4} 50 A${26 - index * 4} ${26 - index * 4} 0 0 1 ${58 - index * 4} 50" fill="none" stroke="${colour}" stroke-width="4.5"/>`,
      )
      .join('') + path('M2 52 C2 44 14 44 16 50 C20 48 24 52 22 56 L4 56 C2 56 2 54 2 52Z', '#fff', EDGE),
  pine: (c) =>
    path('M32 4 L46 24 L40 24 L52 40 L44 40 L56 54 L8 54 L20 40 L12 40 L24 24 L18 24Z', c, EDGE) +
    `<rect x="28" y="54" width="8" height="8" fill="${WOOD}"/>`,
  tree: (c) =>
    `<rect x="28" y="36" width="8" height="24" fill="${WOOD}"/>` +
    circle(32, 24, 16, c, EDGE) +
    circle(18, 32, 11, c, EDGE) +
    circle(46, 32, 11, c, EDGE) +
    circle(26, 18, 4, '#fff', 'fill-opacity="0.3"'),
  leaf: (c) =>
    path('M10 54 C8 30 24 10 56 8 C56 36 38 54 10 54Z', c, EDGE) +
    line('M10 54 C22 40 34 26 50 14 M26 40 L24 28 M34 32 L44 32', '#ffffff', 2),
  wheat: (c) =>
    line('M32 60 L32 10', c, 3) +
    [14, 24, 34, 44]
      .map(
        (y) =>
          `<ellipse cx="26" cy="${y}" rx="4" ry="7" fill="${c}" ${EDGE} transform="rotate(-30 26 ${y})"/>` +
          `<ellipse cx="38" cy="${y}" rx="4" ry="7" fill="${c}" ${EDGE} transform="rotate(30 38 ${y})"/>`,
      )
      .join('') +
    `<ellipse cx="32" cy="7" rx="3.5" ry="6" fill="${c}" ${EDGE}/>`,
  flower: (c) => line('M32 40 L32 62', LEAF, 3) + petals(6, c, '#ffd23f', 11, 7, 28),
  blossom: (c) => petals(5, c, '#ffe066', 13, 9, 32),
  tulip: (c) =>
    line('M32 36 L32 62', LEAF, 3.5) +
    path('M32 62 C26 52 16 46 12 40 C22 42 30 50 32 56Z', LEAF) +
    path('M16 12 L24 22 L32 8 L40 22 L48 12 L48 28 C48 38 42 42 32 42 C22 42 16 38 16 28Z', c, EDGE) +
    path('M32 8 L38 24 C36 32 34 38 32 42Z', '#000', 'fill-opacity="0.15"'),
  rose: (c) =>
    line('M32 40 L32 62', LEAF, 3.5) +
    path('M32 52 C40 44 48 46 50 48 C44 54 38 54 32 52Z', LEAF) +
    circle(32, 26, 17, c, EDGE) +
    line('M32 26 C36 22 38 28 34 32 C28 36 22 28 28 20 C34 14 44 20 42 30', '#000', 1.8),
  mushroom: (c) =>
    path('M24 36 L40 36 L42 58 L22 58Z', '#f5ebe0', EDGE) +
    path('M4 38 C4 20 18 8 32 8 C46 8 60 20 60 38Z', c, EDGE) +
    circle(20, 24, 4, '#fff') +
    circle(36, 18, 5, '#fff') +
    circle(46, 30, 3.5, '#fff'),
  island: (c) =>
    path('M2 50 C14 46 50 46 62 50 L62 60 L2 60Z', '#4895ef') +
    path('M12 50 C18 40 42 40 50 50Z', c, EDGE) +
    line('M30 44 C30 32 32 22 36 14', WOOD, 3.5) +
    path(
      'M36 14 C28 8 18 10 14 16 C22 14 30 16 36 14 C42 8 52 8 56 14 C48 14 42 16 36 14 C34 20 30 26 24 28 C28 20 32 16 36 14Z',
      LEAF,
      EDGE,
    ),
  stone: (c) =>
    path('M6 50 C4 38 10 24 22 18 C30 10 44 12 50 20 C58 26 62 40 56 50 C50 58 14 58 6 50Z', c, EDGE) +
    path('M14 30 C20 22 30 18 38 20 C30 22 22 26 18 34Z', '#ffffff', 'fill-opacity="0.45"') +
    line('M30 56 L34 44 L44 40 M44 40 L52 44', '#000', 1.6),
  fish: (c) =>
    path('M6 32 C16 16 36 14 48 32 C36 50 16 48 6 32Z', c, EDGE) +
    path('M46 32 L60 20 L58 32 L60 44Z', c, EDGE) +
    circle(17, 29, 3.5, '#fff') +
    circle(17, 29, 1.8, '#1a1a1a') +
    line('M26 24 C30 30 30 36 26 40', '#000', 1.5),
  dolphin: (c) =>
    path('M6 40 C10 22 30 12 46 18 L52 8 L54 22 C60 30 58 42 50 48 L56 58 L44 52 C30 56 16 50 12 44 L4 46Z', c, EDGE) +
    circle(18, 36, 2, '#1a1a1a'),
  bird: (c) =>
    path('M8 36 C18 26 26 28 32 34 C36 22 46 12 60 10 C54 22 50 34 40 40 C34 48 22 50 14 46 L4 52 L10 42Z', c, EDGE) +
    circle(16, 35, 2, '#1a1a1a') +
    path('M8 36 L2 38 L8 40Z', GOLD),
  eagle: (c) =>
    path(
      'M32 20 C22 12 8 14 2 22 C12 22 18 28 22 34 C16 34 10 38 8 42 C16 40 22 42 26 44 L32 56 L38 44 C42 42 48 40 56 42 C54 38 48 34 42 34 C46 28 52 22 62 22 C56 14 42 12 32 20Z',
      c,
      EDGE,
    ) +
    circle(32, 18, 6, '#ffffff', EDGE) +
    path('M34 18 L40 20 L34 22Z', GOLD),
  owl: (c) =>
    path('M14 14 L22 20 L42 20 L50 14 L52 42 C52 54 42 60 32 60 C22 60 12 54 12 42Z', c, EDGE) +
    circle(24, 30, 7, '#fff') +
    circle(40, 30, 7, '#fff') +
    circle(24, 30, 3.5, '#1a1a1a') +
    circle(40, 30, 3.5, '#1a1a1a') +
    path('M29 36 L35 36 L32 42Z', GOLD),
  feather: (c) =>
    path('M52 6 C30 10 14 28 14 50 L20 44 C30 44 48 30 52 6Z', c, EDGE) + line('M8 60 L40 20', '#1a1a1a', 2),
  horse: (c) =>
    path(
      'M18 60 L20 40 C14 36 12 30 16 24 L28 10 L30 4 L36 10 C46 12 54 20 56 30 L52 34 L44 30 C40 34 40 40 44 44 L46 60Z',
      c,
      EDGE,
    ) +
    path('M28 10 C22 18 20 28 22 38 L18 38 C14 28 18 16 28 10Z', '#3b2a1a') +
    circle(40, 18, 2.2, '#1a1a1a'),
  cat: (c) =>
    path('M12 8 L24 20 L40 20 L52 8 L54 34 C54 48 44 56 32 56 C20 56 10 48 10 34Z', c, EDGE) +
    circle(24, 34, 4, '#f2b705') +
    circle(40, 34, 4, '#3a86ff') +
    path('M29 42 L35 42 L32 46Z', '#f48fb1') +
    line('M12 44 L24 44 M40 44 L52 44 M14 50 L24 47 M40 47 L50 50', '#555', 1.2),
  lion: (c) =>
    Array.from(
      { length: 12 },
      (_, index) => `<ellipse cx="32" cy="10" rx="8" ry="10" fill="#b5651d" transform="rotate(${index * 30} 32 32)"/>`,
    ).join('') +
    circle(32, 34, 16, c, EDGE) +
    circle(26, 30, 2.5, '#1a1a1a') +
    circle(38, 30, 2.5, '#1a1a1a') +
    path('M28 38 L36 38 L32 43Z', '#5c3a1e') +
    line('M32 43 L28 46 M32 43 L36 46', '#5c3a1e', 1.5),
  bee: (c) =>
    `<ellipse cx="22" cy="18" rx="10" ry="8" fill="#e0f7fa" ${EDGE}/>` +
    `<ellipse cx="42" cy="18" rx="10" ry="8" fill="#e0f7fa" ${EDGE}/>` +
    `<ellipse cx="32" cy="38" rx="16" ry="20" fill="${c}" ${EDGE}/>` +
    `<path d="M17 32 L47 32 L48 38 L16 38Z M18 46 L46 46 L43 52 L21 52Z" fill="#1a1a1a"/>` +
    circle(26, 24, 2, '#1a1a1a') +
    circle(38, 24, 2, '#1a1a1a'),
  butterfly: (c) =>
    path(
      'M32 30 C24 10 4 6 6 20 C8 30 20 32 30 32 C18 36 10 46 16 54 C22 60 30 48 32 38 C34 48 42 60 48 54 C54 46 46 36 34 32 C44 32 56 30 58 20 C60 6 40 10 32 30Z',
      c,
      EDGE,
    ) +
    `<ellipse cx="32" cy="34" rx="3" ry="14" fill="#1a1a1a"/>` +
    circle(16, 20, 4, '#fff', 'fill-opacity="0.5"') +
    circle(48, 20, 4, '#fff', 'fill-opacity="0.5"'),
  snake: (c) =>
    line('M10 54 C24 60 50 56 48 46 C46 36 16 42 16 30 C16 18 40 20 46 14', c, 9) +
    circle(48, 12, 7, c, EDGE) +
    circle(50, 10, 1.8, '#1a1a1a') +
    line('M54 14 L60 16 M60 16 L62 13 M60 16 L62 19', '#e63946', 1.5),
  shell: (c) =>
    path('M32 58 L8 30 C8 14 20 6 32 6 C44 6 56 14 56 30Z', c, EDGE) +
    line('M32 58 L20 10 M32 58 L32 6 M32 58 L44 10 M32 58 L12 20 M32 58 L52 20', '#000', 1.5) +
    path('M26 58 L38 58 L32 50Z', c, EDGE),
  octopus: (c) =>
    path(
      'M14 30 C14 14 24 6 32 6 C40 6 50 14 50 30 C50 36 46 38 46 38 C52 46 58 50 60 48 C58 56 48 54 42 46 C42 54 44 60 38 60 C36 54 36 48 34 44 C32 52 30 58 26 60 C22 58 26 48 28 44 C24 50 16 56 8 54 C14 50 18 44 20 38 C18 38 14 36 14 30Z',
      c,
      EDGE,
    ) +
    circle(25, 26, 4, '#fff') +
    circle(39, 26, 4, '#fff') +
    circle(25, 27, 2, '#1a1a1a') +
    circle(39, 27, 2, '#1a1a1a'),
  crab: (c) =>
    `<ellipse cx="32" cy="38" rx="18" ry="12" fill="${c}" ${EDGE}/>` +
    line('M16 42 L6 48 M16 46 L8 54 M48 42 L58 48 M48 46 L56 54', c, 3) +
    path('M14 32 C6 28 4 18 10 12 L14 20 L18 14 C22 20 20 28 14 32Z', c, EDGE) +
    path('M50 32 C58 28 60 18 54 12 L50 20 L46 14 C42 20 44 28 50 32Z', c, EDGE) +
    circle(27, 28, 2.5, '#1a1a1a') +
    circle(37, 28, 2.5, '#1a1a1a'),
  turtle: (c) =>
    circle(52, 30, 7, '#8fbf6f', EDGE) +
    `<ellipse cx="14" cy="20" rx="6" ry="4" fill="#8fbf6f"/><ellipse cx="14" cy="44" rx="6" ry="4" fill="#8fbf6f"/><ellipse cx="42" cy="18" rx="6" ry="4" fill="#8fbf6f"/><ellipse cx="42" cy="46" rx="6" ry="4" fill="#8fbf6f"/>` +
    `<ellipse cx="28" cy="32" rx="20" ry="16" fill="${c}" ${EDGE}/>` +
    path('M20 26 L28 20 L36 26 L36 38 L28 44 L20 38Z', '#000', 'fill-opacity="0.2"') +
    circle(54, 28, 1.5, '#1a1a1a'),
  bear: (c) =>
    circle(16, 16, 8, c, EDGE) +
    circle(48, 16, 8, c, EDGE) +
    circle(32, 34, 22, c, EDGE) +
    `<ellipse cx="32" cy="42" rx="10" ry="8" fill="#f5ebe0"/>` +
    circle(24, 30, 2.8, '#1a1a1a') +
    circle(40, 30, 2.8, '#1a1a1a') +
    `<ellipse cx="32" cy="39" rx="4" ry="3" fill="#1a1a1a"/>`,
  fox: (c) =>
    path('M6 6 L22 20 L42 20 L58 6 L54 30 L32 58 L10 30Z', c, EDGE) +
    path('M10 30 L32 58 L22 36Z M54 30 L32 58 L42 36Z', '#ffffff') +
    circle(23, 30, 2.8, '#1a1a1a') +
    circle(41, 30, 2.8, '#1a1a1a') +
    circle(32, 55, 3, '#1a1a1a'),
  boar: (c) =>
    path('M10 10 L20 22 L44 22 L54 10 L54 38 C54 50 44 58 32 58 C20 58 10 50 10 38Z', c, EDGE) +
    `<ellipse cx="32" cy="44" rx="11" ry="8" fill="#c9a88a" ${EDGE}/>` +
    circle(28, 44, 2.2, '#1a1a1a') +
    circle(36, 44, 2.2, '#1a1a1a') +
    path('M18 46 C16 40 18 36 20 34 L22 44Z M46 46 C48 40 46 36 44 34 L42 44Z', '#ffffff', EDGE) +
    circle(24, 32, 2.5, '#1a1a1a') +
    circle(40, 32, 2.5, '#1a1a1a'),
  deer: (c) =>
    line('M22 22 L16 6 M16 12 L8 8 M42 22 L48 6 M48 12 L56 8', WOOD, 3) +
    `<ellipse cx="14" cy="26" rx="7" ry="4" fill="${c}" ${EDGE} transform="rotate(-20 14 26)"/>` +
    `<ellipse cx="50" cy="26" rx="7" ry="4" fill="${c}" ${EDGE} transform="rotate(20 50 26)"/>` +
    path('M20 22 L44 22 C48 32 42 52 32 58 C22 52 16 32 20 22Z', c, EDGE) +
    circle(26, 32, 2.5, '#1a1a1a') +
    circle(38, 32, 2.5, '#1a1a1a') +
    circle(32, 54, 3, '#1a1a1a'),
  sheep: (c) =>
    [
      [20, 22],
      [32, 16],
      [44, 22],
      [16, 34],
      [48, 34],
      [22, 46],
      [42, 46],
      [32, 48],
    ]
      .map(([x, y]) => circle(x!, y!, 10, c, EDGE))
      .join('') +
    `<ellipse cx="32" cy="34" rx="10" ry="13" fill="#3b3b3b"/>` +
    circle(28, 31, 2, '#fff') +
    circle(36, 31, 2, '#fff'),
  ram: (c) =>
    path('M20 20 L44 20 C48 32 42 52 32 58 C22 52 16 32 20 22Z', '#f5ebe0', EDGE) +
    circle(14, 24, 10, c, EDGE) +
    circle(50, 24, 10, c, EDGE) +
    circle(14, 24, 4.5, 'none', 'stroke="#000" stroke-opacity="0.35" stroke-width="2"') +
    circle(50, 24, 4.5, 'none', 'stroke="#000" stroke-opacity="0.35" stroke-width="2"') +
    circle(27, 34, 2.5, '#1a1a1a') +
    circle(37, 34, 2.5, '#1a1a1a'),
  cow: (c) =>
    line('M14 16 L6 8 M50 16 L58 8', '#d9c9a8', 4) +
    path('M14 14 L50 14 C54 30 50 44 44 48 L20 48 C14 44 10 30 14 14Z', c, EDGE) +
    circle(22, 22, 5, '#3b2a1a') +
    `<ellipse cx="32" cy="50" rx="14" ry="9" fill="#f4a3b4" ${EDGE}/>` +
    circle(27, 50, 2, '#1a1a1a') +
    circle(37, 50, 2, '#1a1a1a') +
    circle(24, 32, 2.5, '#1a1a1a') +
    circle(40, 32, 2.5, '#1a1a1a'),
  camel: (c) =>
    path(
      'M6 58 L10 40 C10 30 18 24 24 30 C28 20 36 20 40 30 L46 24 L46 14 L56 10 L60 16 L52 18 L52 34 C52 40 48 42 46 42 L48 58 L42 58 L40 44 L18 44 L16 58Z',
      c,
      EDGE,
    ) + circle(56, 13, 1.5, '#1a1a1a'),
  amphora: (c) =>
    path('M24 6 L40 6 L38 14 C50 20 52 36 44 50 L40 56 L24 56 L20 50 C12 36 14 20 26 14Z', c, EDGE) +
    line('M26 14 C16 14 14 24 20 28 M38 14 C48 14 50 24 44 28', c, 3) +
    line('M18 34 L46 34 M19 40 L45 40', '#1a1a1a', 2) +
    `<rect x="22" y="56" width="20" height="4" rx="1" fill="${c}" ${EDGE}/>`,
  jar: (c) =>
    `<rect x="18" y="8" width="28" height="8" rx="2" fill="${WOOD}"/>` +
    path('M16 18 L48 18 C54 26 54 48 46 56 L18 56 C10 48 10 26 16 18Z', c, EDGE) +
    `<ellipse cx="22" cy="36" rx="3" ry="10" ${SHINE}/>`,
  oilLamp: (c) =>
    path('M6 40 C6 32 18 28 32 28 C44 28 52 32 56 36 L62 34 L58 42 C52 48 40 50 28 50 C14 50 6 46 6 40Z', c, EDGE) +
    path('M58 36 C62 26 58 16 54 10 C52 18 50 24 52 32Z', '#ff9f1c', EDGE) +
    path('M56 30 C58 24 56 20 54 16 C53 22 53 26 54 30Z', '#ffe066') +
    line('M8 38 C4 34 4 26 12 26', c, 3),
  candle: (c) =>
    `<rect x="22" y="26" width="20" height="32" rx="3" fill="${c}" ${EDGE}/>` +
    line('M32 26 L32 20', '#1a1a1a', 2) +
    path('M32 4 C38 12 38 18 32 21 C26 18 26 12 32 4Z', '#ff9f1c', EDGE) +
    `<ellipse cx="32" cy="58" rx="18" ry="4" fill="${GOLD}" ${EDGE}/>`,
  lantern: (c) =>
    line('M32 2 L32 8', '#1a1a1a', 2) +
    path('M20 8 L44 8 L40 14 L24 14Z M20 52 L44 52 L40 58 L24 58Z', WOOD) +
    `<ellipse cx="32" cy="33" rx="18" ry="20" fill="${c}" ${EDGE}/>` +
    line('M32 13 L32 53 M22 16 C16 28 16 40 22 50 M42 16 C48 28 48 40 42 50', '#000', 1.2) +
    `<ellipse cx="26" cy="28" rx="3" ry="8" ${SHINE}/>`,
  key: (c) =>
    circle(18, 20, 12, 'none', `stroke="${c}" stroke-width="6"`) +
    path('M26 28 L56 56 L50 62 L46 58 L42 62 L38 58 L42 54 L22 32Z', c, EDGE),
  lock: (c) =>
    path('M20 30 L20 20 C20 6 44 6 44 20 L44 30', 'none', 'stroke="#9e9e9e" stroke-width="6"') +
    `<rect x="12" y="28" width="40" height="30" rx="5" fill="${c}" ${EDGE}/>` +
    circle(32, 40, 4, '#1a1a1a') +
    line('M32 42 L32 50', '#1a1a1a', 3),
  balloon: (c) =>
    path('M32 4 C48 4 56 16 56 26 C56 38 44 46 38 48 L26 48 C20 46 8 38 8 26 C8 16 16 4 32 4Z', c, EDGE) +
    path('M32 4 C26 14 26 38 30 48 L34 48 C38 38 38 14 32 4Z', '#ffffff', 'fill-opacity="0.35"') +
    line('M27 48 L28 54 M37 48 L36 54', '#5c3a1e', 1.5) +
    `<rect x="26" y="54" width="12" height="8" rx="2" fill="${WOOD}"/>`,
  gift: (c) =>
    `<rect x="8" y="24" width="48" height="34" rx="3" fill="${c}" ${EDGE}/>` +
    `<rect x="6" y="18" width="52" height="10" rx="2" fill="${c}" ${EDGE}/>` +
    `<rect x="28" y="18" width="8" height="40" fill="${GOLD}"/>` +
    path('M32 18 C24 4 12 8 18 16Z M32 18 C40 4 52 8 46 16Z', GOLD, EDGE),
  teapot: (c) =>
    path('M12 30 C12 20 52 20 52 30 L50 48 C48 56 16 56 14 48Z', c, EDGE) +
    line('M52 32 C60 32 60 44 50 46 M12 34 L4 24', c, 4) +
    path('M24 22 C24 14 40 14 40 22Z', c, EDGE) +
    circle(32, 13, 3, GOLD) +
    line('M18 38 L46 38', '#fff', 2),
  teaGlass: (c) =>
    `<ellipse cx="32" cy="58" rx="20" ry="4" fill="#e0e0e0" ${EDGE}/>` +
    path(
      'M20 8 L44 8 C42 18 38 24 38 30 C38 38 44 44 44 54 L20 54 C20 44 26 38 26 30 C26 24 22 18 20 8Z',
      '#ffffff',
      'fill-opacity="0.55" ' + EDGE,
    ) +
    path('M23 16 L41 16 C40 22 36 26 36 30 C36 38 42 44 42 52 L22 52 C22 44 28 38 28 30 C28 26 24 22 23 16Z', c),
  simit: (c) =>
    circle(32, 32, 19, 'none', `stroke="${c}" stroke-width="14"`) +
    circle(32, 32, 19, 'none', 'stroke="#000" stroke-opacity="0.3" stroke-width="14" stroke-dasharray="3 6"') +
    [
      [20, 18],
      [44, 16],
      [50, 36],
      [36, 50],
      [16, 40],
      [30, 14],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="1.5" ry="1" fill="#fff8e1"/>`)
      .join(''),
  scroll: (c) =>
    path('M14 10 L48 10 L48 52 C48 58 42 58 40 56 L10 56 L10 14 C10 10 14 10 14 10Z', c, EDGE) +
    `<rect x="6" y="6" width="44" height="8" rx="4" fill="${WOOD}"/><rect x="12" y="52" width="44" height="8" rx="4" fill="${WOOD}"/>` +
    line('M18 22 L40 22 M18 30 L40 30 M18 38 L34 38', '#5c3a1e', 2),
  temple: (c) =>
    path('M4 20 L32 4 L60 20Z', c, EDGE) +
    `<rect x="6" y="20" width="52" height="6" fill="${c}" ${EDGE}/>` +
    [10, 22, 34, 46].map((x) => `<rect x="${x}" y="28" width="8" height="22" fill="${c}" ${EDGE}/>`).join('') +
    `<rect x="4" y="50" width="56" height="8" fill="${c}" ${EDGE}/>`,
  castle: (c) =>
    path(
      'M8 58 L8 18 L14 18 L14 24 L20 24 L20 18 L26 18 L26 24 L32 24 L32 18 L38 18 L38 24 L44 24 L44 18 L50 18 L50 24 L56 24 L56 18 L56 58Z',
      c,
      EDGE,
    ) +
    path('M26 58 L26 44 C26 36 38 36 38 44 L38 58Z', '#3b2a1a') +
    `<rect x="14" y="32" width="6" height="8" fill="#3b2a1a"/><rect x="44" y="32" width="6" height="8" fill="#3b2a1a"/>` +
    path('M30 18 L30 4 L42 8 L30 12', '#e63946'),
  tower: (c) =>
    path('M32 2 L40 14 L24 14Z', '#e63946', EDGE) +
    `<rect x="22" y="14" width="20" height="6" fill="#ffe066" ${EDGE}/>` +
    path('M24 20 L40 20 L44 58 L20 58Z', c, EDGE) +
    path('M23 30 L41 30 L42 36 L22 36Z M21 46 L43 46 L43.5 52 L20.5 52Z', '#e63946') +
    path('M42 16 L62 10 L62 22Z M22 16 L2 10 L2 22Z', '#ffe066', 'fill-opacity="0.55"'),
  house: (c) =>
    path('M4 32 L32 8 L60 32Z', '#b23a48', EDGE) +
    `<rect x="12" y="32" width="40" height="26" fill="${c}" ${EDGE}/>` +
    `<rect x="26" y="40" width="12" height="18" fill="${WOOD}"/>` +
    `<rect x="15" y="37" width="8" height="8" fill="#ffe066"/><rect x="41" y="37" width="8" height="8" fill="#ffe066"/>`,
  mosque: (c) =>
    `<rect x="4" y="10" width="5" height="48" fill="${c}" ${EDGE}/><rect x="55" y="10" width="5" height="48" fill="${c}" ${EDGE}/>` +
    path('M4 10 L6.5 2 L9 10Z M55 10 L57.5 2 L60 10Z', c) +
    path('M14 36 C14 20 50 20 50 36Z', c, EDGE) +
    `<rect x="12" y="36" width="40" height="22" fill="${c}" ${EDGE}/>` +
    path('M28 58 L28 46 C28 40 36 40 36 46 L36 58Z', '#3b2a1a') +
    path('M32 12 C29 14 29 18 32 20 C30 18 30 14 32 12Z', GOLD, EDGE),
  bridge: (c) =>
    path('M2 44 L62 44 L62 48 L2 48Z', c, EDGE) +
    `<rect x="14" y="10" width="5" height="48" fill="${c}" ${EDGE}/><rect x="45" y="10" width="5" height="48" fill="${c}" ${EDGE}/>` +
    line('M2 30 C8 40 12 40 16 12 C24 38 40 38 48 12 C52 40 56 40 62 30', c, 2) +
    line('M24 30 L24 44 M32 34 L32 44 M40 30 L40 44', c, 1.2) +
    path('M2 52 C12 50 22 54 32 52 C42 50 52 54 62 52 L62 60 L2 60Z', '#1f4e79'),
  sailboat: (c) =>
    path('M30 4 L30 44 L8 44Z', c, EDGE) +
    path('M34 10 L34 44 L54 44Z', c, EDGE) +
    path('M6 48 L58 48 L50 58 L14 58Z', WOOD, EDGE) +
    line('M32 2 L32 48', '#3b2a1a', 2),
  ferry: (c) =>
    path('M4 38 L60 38 L54 52 L10 52Z', c, EDGE) +
    `<rect x="14" y="26" width="34" height="12" fill="${c}" ${EDGE}/>` +
    `<rect x="30" y="14" width="8" height="12" fill="#e63946" ${EDGE}/>` +
    [18, 25, 32, 39].map((x) => `<rect x="${x}" y="29" width="4" height="4" fill="#1f4e79"/>`).join('') +
    path('M2 56 C12 52 22 58 32 54 C42 50 52 58 62 54', 'none', 'stroke="#4895ef" stroke-width="3"'),
  anchor: (c) =>
    circle(32, 10, 5, 'none', `stroke="${c}" stroke-width="4"`) +
    line('M32 15 L32 56 M20 24 L44 24 M8 38 C10 52 22 58 32 58 C42 58 54 52 56 38', c, 5) +
    path('M4 40 L12 34 L12 42Z M60 40 L52 34 L52 42Z', c),
  shield: (c) =>
    path('M32 4 L56 12 C56 36 48 50 32 60 C16 50 8 36 8 12Z', c, EDGE) +
    path('M32 10 L50 16 C50 34 44 46 32 54Z', '#000', 'fill-opacity="0.15"') +
    path(starPath(5, 9, 4, 32, 30), GOLD),
  swords: (c) =>
    line('M10 10 L48 48 M54 10 L16 48', c, 5) +
    line('M40 54 L54 40 M10 40 L24 54', GOLD, 5) +
    line('M50 50 L58 58 M14 50 L6 58', WOOD, 5),
  trident: (c) =>
    line('M32 18 L32 62 M14 6 L14 18 C14 28 50 28 50 18 L50 6', c, 5) +
    path('M32 2 L38 16 L26 16Z M14 2 L18 10 L10 10Z M50 2 L54 10 L46 10Z', c),
  bow: (c) =>
    path('M14 6 C44 14 50 40 40 58', 'none', `stroke="${c}" stroke-width="5" stroke-linecap="round"`) +
    line('M14 6 L40 58', '#eeeeee', 1.5) +
    line('M6 40 L52 20', WOOD, 3) +
    path('M58 17 L48 16 L52 24Z', '#9e9e9e') +
    path('M6 40 L4 34 L10 38Z M6 40 L2 44 L10 42Z', '#e63946'),
  compass: (c) =>
    circle(32, 32, 26, c, EDGE) +
    circle(32, 32, 20, '#fdf6e3') +
    path('M32 12 L37 32 L32 52 L27 32Z', '#1a1a1a', 'fill-opacity="0.25"') +
    path('M32 12 L37 32 L27 32Z', '#e63946') +
    circle(32, 32, 3, '#1a1a1a'),
  telescope: (c) =>
    path('M8 30 L48 12 L54 24 L14 42Z', c, EDGE) +
    path('M48 12 L56 8 L62 20 L54 24Z', GOLD, EDGE) +
    line('M30 32 L20 58 M30 32 L40 58 M30 32 L30 58', WOOD, 3),
  evilEye: (c) =>
    circle(32, 32, 26, c, EDGE) +
    circle(32, 32, 17, '#ffffff') +
    circle(32, 32, 11, '#4fc3f7') +
    circle(32, 32, 6, '#1a1a1a') +
    circle(29, 29, 2, '#ffffff'),
  drum: (c) =>
    circle(32, 32, 26, c, EDGE) +
    circle(32, 32, 20, '#f5ebe0', EDGE) +
    [0, 60, 120, 180, 240, 300]
      .map((angle) => `<circle cx="32" cy="9" r="3" fill="${GOLD}" transform="rotate(${angle} 32 32)"/>`)
      .join(''),
  fiddle: (c) =>
    path(
      'M24 22 C16 24 16 34 22 36 C16 40 16 54 32 58 C48 54 48 40 42 36 C48 34 48 24 40 22 C36 18 28 18 24 22Z',
      c,
      EDGE,
    ) +
    `<rect x="29" y="4" width="6" height="22" fill="${WOOD}"/>` +
    line('M30 8 L26 6 M34 8 L38 6 M30 14 L26 12 M34 14 L38 12', '#3b2a1a', 2) +
    line('M30 24 L30 54 M34 24 L34 54', '#eeeeee', 1) +
    path('M26 44 L38 44', 'none', 'stroke="#3b2a1a" stroke-width="3"'),
  mask: (c) =>
    path('M8 12 C20 6 44 6 56 12 C58 32 50 54 32 58 C14 54 6 32 8 12Z', c, EDGE) +
    path('M16 24 C20 20 26 20 28 26 C24 28 18 28 16 24Z M36 26 C38 20 44 20 48 24 C46 28 40 28 36 26Z', '#1a1a1a') +
    path('M20 40 C26 48 38 48 44 40 C38 44 26 44 20 40Z', '#1a1a1a'),
  statueHead: (c) =>
    path('M18 10 C18 4 46 4 46 10 L50 30 C50 48 44 58 32 58 C20 58 14 48 14 30Z', c, EDGE) +
    path('M14 16 C24 6 40 6 50 16 L50 12 C40 0 24 0 14 12Z', '#6d4c41') +
    line('M22 26 L28 26 M36 26 L42 26 M32 28 L32 40 L28 42 M26 48 L38 48', '#3b2a1a', 2.5),
  clock: (c) =>
    `<rect x="14" y="14" width="36" height="46" rx="4" fill="${WOOD}" ${EDGE}/>` +
    path('M12 16 L32 2 L52 16Z', WOOD, EDGE) +
    circle(32, 32, 14, c, EDGE) +
    line('M32 32 L32 22 M32 32 L40 36', '#1a1a1a', 2.5) +
    line('M32 48 L32 56', GOLD, 2),
  basket: (c) =>
    path('M16 30 C16 8 48 8 48 30', 'none', `stroke="${c}" stroke-width="4"`) +
    path('M6 28 L58 28 L50 58 L14 58Z', c, EDGE) +
    line('M10 36 L54 36 M12 44 L52 44 M14 52 L50 52 M22 28 L24 58 M32 28 L32 58 M42 28 L40 58', '#5c3a1e', 1.5),
  mirror: (c) =>
    `<ellipse cx="32" cy="26" rx="20" ry="22" fill="${c}" ${EDGE}/>` +
    `<ellipse cx="32" cy="26" rx="14" ry="16" fill="#d9f0ff"/>` +
    `<rect x="29" y="48" width="6" height="14" rx="2" fill="${c}" ${EDGE}/>` +
    line('M24 18 L30 12 M24 26 L36 14', '#ffffff', 2),
  yarn: (c) =>
    circle(32, 32, 22, c, EDGE) +
    line(
      'M14 22 C28 26 40 38 44 52 M12 34 C24 36 34 44 36 54 M22 12 C34 18 46 30 52 42 M34 10 C42 16 50 24 54 32',
      '#000',
      1.5,
    ) +
    line('M50 48 C56 54 60 56 62 60', c, 2.5),
  cube: (c) =>
    path('M32 6 L56 18 L56 46 L32 58 L8 46 L8 18Z', c, EDGE) +
    path('M32 6 L56 18 L32 30 L8 18Z', '#ffffff', 'fill-opacity="0.45"') +
    path('M32 30 L56 18 L56 46 L32 58Z', '#000', 'fill-opacity="0.15"'),
  mosaic: (c) =>
    `<rect x="8" y="8" width="48" height="48" rx="4" fill="${c}" ${EDGE}/>` +
    path('M32 10 L54 32 L32 54 L10 32Z', '#ffffff', 'fill-opacity="0.75"') +
    path('M32 20 L44 32 L32 44 L20 32Z', c) +
    circle(32, 32, 4, '#ffffff'),
  steam: (c) =>
    line('M20 36 C14 28 26 22 20 12 M32 36 C26 28 38 22 32 8 M44 36 C38 28 50 22 44 12', c, 4) +
    `<ellipse cx="32" cy="48" rx="26" ry="10" fill="#4fc3f7" ${EDGE}/>` +
    `<ellipse cx="32" cy="46" rx="18" ry="5" fill="#b3e5fc"/>`,
  heart: (c) =>
    path('M32 56 C8 40 4 26 10 16 C16 6 28 8 32 18 C36 8 48 6 54 16 C60 26 56 40 32 56Z', c, EDGE) +
    `<ellipse cx="20" cy="22" rx="4" ry="6" ${SHINE}/>`,
  pepper: (c) =>
    path('M24 16 C34 14 40 22 40 34 C40 46 32 56 14 60 C26 48 22 36 22 26 C22 20 22 18 24 16Z', c, EDGE) +
    path('M22 16 C26 10 34 10 38 16 C32 20 26 20 22 16Z', LEAF) +
    line('M30 12 C30 8 34 4 38 4', LEAF, 3),
  gear: (c) =>
    Array.from(
      { length: 8 },
      (_, index) =>
        `<rect x="27" y="4" width="10" height="12" rx="2" fill="${c}" transform="rotate(${index * 45} 32 32)"/>`,
    ).join('') +
    circle(32, 32, 20, c, EDGE) +
    circle(32, 32, 7, '#1a1a1a', 'fill-opacity="0.5"'),
  egg: (c) =>
    path('M32 6 C46 6 54 28 54 40 C54 52 44 60 32 60 C20 60 10 52 10 40 C10 28 18 6 32 6Z', c, EDGE) +
    `<ellipse cx="23" cy="30" rx="4" ry="8" ${SHINE}/>`,
  spoon: (c) =>
    `<ellipse cx="40" cy="18" rx="12" ry="15" fill="${c}" ${EDGE} transform="rotate(35 40 18)"/>` +
    line('M32 30 L10 58', c, 5),
  scarf: (c) =>
    path('M10 8 L54 8 L54 22 L24 22 L24 52 L10 52Z', c, EDGE) +
    line('M12 52 L12 60 M17 52 L17 60 M22 52 L22 60', c, 2) +
    line('M10 14 L54 14 M24 30 L10 30 M24 40 L10 40', '#ffffff', 2),
  shoe: (c) =>
    path('M4 40 C4 30 16 28 24 30 C34 32 40 22 50 24 C58 26 62 34 58 44 L4 44Z', c, EDGE) +
    path('M4 44 L58 44 L56 50 L6 50Z', WOOD) +
    path('M50 24 C56 18 60 14 62 12', 'none', `stroke="${c}" stroke-width="3"`),
  sled: (c) =>
    `<rect x="12" y="22" width="40" height="10" rx="3" fill="${c}" ${EDGE}/>` +
    line('M18 32 L18 44 M46 32 L46 44 M6 44 L54 44 C60 44 62 38 58 34', '#9e9e9e', 3.5),
  skis: (c) =>
    line('M12 58 L44 6 M26 58 L58 6', c, 6) +
    line('M8 54 C10 60 14 62 16 58', c, 4) +
    line('M22 54 C24 60 28 62 30 58', c, 4),
  goggles: (c) =>
    path('M6 24 C6 18 28 18 32 24 C36 18 58 18 58 24 L58 36 C58 44 38 44 32 36 C26 44 6 44 6 36Z', c, EDGE) +
    `<ellipse cx="19" cy="30" rx="9" ry="7" fill="#b3e5fc"/><ellipse cx="45" cy="30" rx="9" ry="7" fill="#b3e5fc"/>` +
    line('M32 36 L32 56 C32 60 40 60 40 56', '#1a1a1a', 3),
  disc: (c) =>
    circle(32, 32, 24, c, EDGE) +
    circle(32, 32, 16, '#ffffff', 'fill-opacity="0.25"') +
    circle(24, 24, 6, '#ffffff', 'fill-opacity="0.5"'),
  square: (c) =>
    `<rect x="10" y="10" width="44" height="44" rx="8" fill="${c}" ${EDGE}/>` +
    `<rect x="16" y="16" width="14" height="14" rx="4" ${SHINE}/>`,
  triangle: (c) =>
    path('M32 6 L58 54 L6 54Z', c, EDGE) + path('M32 16 L46 44 L18 44Z', '#ffffff', 'fill-opacity="0.3"'),
  rune: (c) => line('M32 60 L32 6 M32 28 L14 8 M32 28 L50 8', c, 6),
  brush: (c) =>
    line('M52 8 L26 38', WOOD, 6) +
    `<rect x="22" y="34" width="10" height="8" fill="#bdbdbd" transform="rotate(42 27 38)"/>` +
    path('M22 38 C14 42 12 52 6 58 C18 58 28 52 28 44Z', c, EDGE),
  fairyChimney: (c) =>
    path('M2 60 L10 34 C12 28 16 28 18 34 L22 60Z', c, EDGE) +
    path('M8 30 C8 24 20 24 20 30Z', '#7a5230') +
    path('M20 60 L26 20 C28 12 36 12 38 20 L44 60Z', c, EDGE) +
    path('M24 16 C24 6 40 6 40 16Z', '#7a5230', EDGE) +
    path('M42 60 L48 38 C50 32 54 32 56 38 L62 60Z', c, EDGE) +
    path('M46 34 C46 28 58 28 58 34Z', '#7a5230') +
    `<rect x="29" y="34" width="6" height="8" rx="3" fill="#3b2a1a"/>`,
  tPillar: (c) =>
    `<rect x="8" y="8" width="48" height="14" rx="2" fill="${c}" ${EDGE}/>` +
    `<rect x="22" y="20" width="20" height="40" fill="${c}" ${EDGE}/>` +
    line('M26 30 C30 34 34 34 38 30 M32 34 L32 48 M28 42 L36 42', '#3b2a1a', 2) +
    path('M14 12 L24 12 L19 18Z', '#3b2a1a', 'fill-opacity="0.6"'),
  theatre: (c) =>
    path('M2 58 A30 30 0 0 1 62 58Z', c, EDGE) +
    [50, 42, 34, 26]
      .map(
        (r) =>
          `<path d="M${32 - r / 2 - 6} 58 A${r / 2 + 6} ${r / 2 + 6} 0 0 1 ${32 + r / 2 + 6} 58" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="1.5"/>`,
      )
      .join('') +
    `<rect x="22" y="48" width="20" height="10" fill="#3b2a1a" fill-opacity="0.5"/>`,
  bar: (c) =>
    `<rect x="4" y="18" width="56" height="28" rx="5" fill="#1a1a1a" stroke="${c}" stroke-width="3"/>` +
    line('M11 25 L11 39 L17 39 C21 39 21 32 17 32 L11 32 M11 25 L16 25 C20 25 20 32 16 32', c, 2.6) +
    line('M24 39 L29 25 L34 39 M26 34 L32 34', c, 2.6) +
    line('M39 39 L39 25 L45 25 C49 25 49 32 45 32 L39 32 M44 32 L49 39', c, 2.6),
  cardK: (c) => line('M20 10 L20 54 M44 10 L22 32 L44 54', c, 8),
  cardQ: (c) => circle(31, 30, 18, 'none', `stroke="${c}" stroke-width="8"`) + line('M36 40 L50 56', c, 8),
  cardJ: (c) => line('M40 10 L40 42 C40 56 20 58 18 44', c, 8),
  card10: (c) =>
    line('M16 18 L24 12 L24 54', c, 7) +
    `<ellipse cx="42" cy="33" rx="10" ry="19" fill="none" stroke="${c}" stroke-width="7"/>`,
} satisfies Record<string, Draw>;

export type MotifId = keyof typeof MOTIFS;

export function isMotifId(value: string): value is MotifId {
  return Object.hasOwn(MOTIFS, value);
}
