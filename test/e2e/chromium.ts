/**
 * The browser the end-to-end tests drive: Debian's Chromium headless shell (package
 * chromium-headless-shell), never a downloaded browser. It is the same engine and version as the
 * `chromium` package without the desktop browser's GPU and compositor processes: about a tenth
 * less time and CPU for the same tests on the two-core machine (docs/decisions/testing.md).
 * CHROMIUM_PATH points at another build (the full `/usr/bin/chromium` works too).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
