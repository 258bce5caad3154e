import { writeFileSync } from 'node:fs';
import { computedRtpBp, variantFingerprint } from './figures.js';
import { studioVariants } from './variants.js';

/**
 * `npm run studio:rtp-table`: computes every shipped variant's RTP (slow engines included) and
 * writes the table the catalogue sync reads at start (figures.ts).
 */
const table = Object.fromEntries(
  [...studioVariants().entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, entry]) => [code, { fingerprint: variantFingerprint(entry), rtpBp: computedRtpBp(entry) }]),
);
writeFileSync(new URL('./variant-rtp.json', import.meta.url), `${JSON.stringify(table, null, 2)}\n`);
console.warn(`wrote the RTP of ${Object.keys(table).length} variants`);
