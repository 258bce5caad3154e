/** Version the client sends to the GET calls that take one (`licenses`, `check-maintenance`). */
export const APP_VERSION = '0.1.0';
