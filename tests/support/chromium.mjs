// Debian's Chromium (apt-get install chromium) and the flags it needs on these machines: the
// end-to-end tests and the benchmarks launch the same browser the same way (Playwright's own
// browser downloads cannot run here; see the README, 'The local stack').
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
