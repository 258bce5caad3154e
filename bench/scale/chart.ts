/**
 * The scale benchmark's picture, drawn here (no chart library): p99 of each call against the
 * history's size, both axes logarithmic, one line per call, the legend beside it.
 */
export interface ChartSeries {
  name: string;
  /** One point per step: history size in ledger transfers (0 = the empty database) and p99 in ms. */
  points: Array<{ transfers: number; p99Ms: number }>;
}

const WIDTH = 1000;
const HEIGHT = 520;
const PLOT = { left: 90, top: 40, width: 560, height: 420 };
const COLOURS = [
  '#1f77b4',
  '#d62728',
  '#2ca02c',
  '#9467bd',
  '#ff7f0e',
  '#17becf',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#393b79',
  '#637939',
  '#843c39',
  '#7b4173',
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** The empty database sits one decade left of the smallest step, labelled as such. */
const xValue = (transfers: number, smallest: number) => Math.log10(transfers > 0 ? transfers : smallest / 10);

/** 10⁵ written as a power, Turkish digit grouping otherwise; the empty database is "boş". */
function sizeLabel(transfers: number): string {
  if (transfers === 0) return 'boş';
  const exponent = Math.round(Math.log10(transfers));
  if (10 ** exponent !== transfers) return transfers.toLocaleString('tr-TR');
  return `10<tspan dy="-6" font-size="9">${exponent}</tspan>`;
}

/** Lines after the first ten are dashed, so that no two share a look when colours repeat or come close. */
const dashOf = (index: number) => (index >= 10 ? ' stroke-dasharray="7 4"' : '');

export function drawChart(series: ChartSeries[], title: string): string {
  const sizes = [...new Set(series.flatMap((line) => line.points.map((point) => point.transfers)))].sort(
    (a, b) => a - b,
  );
  const smallest = sizes.find((size) => size > 0) ?? 1e5;
  const xs = sizes.map((size) => xValue(size, smallest));
  const [xMin, xMax] = [Math.min(...xs), Math.max(...xs, Math.min(...xs) + 1)];
  const values = series.flatMap((line) => line.points.map((point) => Math.max(0.1, point.p99Ms)));
  const yMin = Math.floor(Math.log10(Math.min(...values, 1)));
  const yMax = Math.ceil(Math.log10(Math.max(...values, 10)));
  const x = (transfers: number) => PLOT.left + ((xValue(transfers, smallest) - xMin) / (xMax - xMin)) * PLOT.width;
  const y = (ms: number) =>
    PLOT.top + PLOT.height - ((Math.log10(Math.max(0.1, ms)) - yMin) / (yMax - yMin)) * PLOT.height;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif" font-size="12">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    `<text x="${PLOT.left}" y="22" font-size="15" font-weight="bold">${escapeXml(title)}</text>`,
  ];
  for (let decade = yMin; decade <= yMax; decade += 1) {
    const at = y(10 ** decade).toFixed(1);
    parts.push(`<line x1="${PLOT.left}" x2="${PLOT.left + PLOT.width}" y1="${at}" y2="${at}" stroke="#dddddd"/>`);
    parts.push(
      `<text x="${PLOT.left - 8}" y="${at}" text-anchor="end" dominant-baseline="middle">${(10 ** decade).toLocaleString('tr-TR')} ms</text>`,
    );
  }
  for (const size of sizes) {
    const at = x(size).toFixed(1);
    parts.push(`<line x1="${at}" x2="${at}" y1="${PLOT.top}" y2="${PLOT.top + PLOT.height}" stroke="#eeeeee"/>`);
    parts.push(`<text x="${at}" y="${PLOT.top + PLOT.height + 18}" text-anchor="middle">${sizeLabel(size)}</text>`);
  }
  parts.push(
    `<text x="${PLOT.left + PLOT.width / 2}" y="${HEIGHT - 8}" text-anchor="middle">Geçmiş (defter transferi sayısı)</text>`,
    `<text transform="translate(16 ${PLOT.top + PLOT.height / 2}) rotate(-90)" text-anchor="middle">p99 (ms)</text>`,
    `<rect x="${PLOT.left}" y="${PLOT.top}" width="${PLOT.width}" height="${PLOT.height}" fill="none" stroke="#444444"/>`,
  );
  series.forEach((line, index) => {
    const colour = COLOURS[index % COLOURS.length]!;
    const points = line.points.map((point) => `${x(point.transfers).toFixed(1)},${y(point.p99Ms).toFixed(1)}`);
    parts.push(
      `<polyline points="${points.join(' ')}" fill="none" stroke="${colour}" stroke-width="2"${dashOf(index)}/>`,
    );
    for (const point of points) {
      const [cx, cy] = point.split(',');
      parts.push(`<circle cx="${cx}" cy="${cy}" r="3" fill="${colour}"/>`);
    }
    const legendY = PLOT.top + 8 + index * 20;
    const legendX = PLOT.left + PLOT.width + 20;
    parts.push(
      `<line x1="${legendX}" x2="${legendX + 22}" y1="${legendY}" y2="${legendY}" stroke="${colour}" stroke-width="3"${dashOf(index)}/>`,
    );
    parts.push(`<text x="${legendX + 28}" y="${legendY}" dominant-baseline="middle">${escapeXml(line.name)}</text>`);
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
