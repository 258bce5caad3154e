import type { CSSProperties } from 'react';

/** The rooms' red felt, inline: a one-off gradient that need not sit in the site's one stylesheet. */
export const FELT_STYLE: CSSProperties = {
  background: 'linear-gradient(150deg, #4c0519 0%, #7f1d1d 55%, #9a3412 100%)',
};
