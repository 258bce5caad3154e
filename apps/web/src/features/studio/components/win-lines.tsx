interface WinLinesProps {
  columns: number;
  rows: number;
  /** Each winning line as the row it crosses on each reel. */
  lines: readonly (readonly number[])[];
  colour: string;
}

/**
 * The winning lines drawn over the reels: one polyline per line through its cells' centres,
 * traced in as the wins are shown. The SVG's units are cells, so it fits any reel size.
 */
export function WinLines({ columns, rows, lines, colour }: WinLinesProps) {
  if (lines.length === 0) return null;
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${columns} ${rows}`}
      preserveAspectRatio="none"
      className="pointer-events-none absolute inset-0 z-20 h-full w-full"
      data-testid="win-lines"
    >
      {lines.map((line, index) => (
        <polyline
          key={index}
          className="studio-line"
          pathLength={400}
          points={line.map((row, column) => `${column + 0.5},${row + 0.5}`).join(' ')}
          fill="none"
          stroke={colour}
          strokeWidth={5}
          strokeLinecap="round"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
          style={{ filter: `drop-shadow(0 0 4px ${colour})` }}
        />
      ))}
    </svg>
  );
}
