import { existsSync } from 'node:fs';

/**
 * The browser of the e2e journeys and of bench:web: $CHROME_PATH, then Debian's chromium;
 * undefined leaves Playwright its own (browsers cannot be downloaded here).
 */
export const CHROMIUM_PATH = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));

/** Flags that keep it quiet on a closed network (no background connections, updates or sync) and as root (no sandbox). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
