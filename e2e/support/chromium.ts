// Debian's Chromium as the end-to-end tests and the page-load benchmark launch it (never a downloaded browser).
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The flags this machine needs: no sandbox as root, no GPU, and no background calls to Google's hosts.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
