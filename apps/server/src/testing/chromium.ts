// Debian's Chromium as the end-to-end tests, the page-load benchmark and the registry fixtures' printer launch it
// (never a downloaded browser).
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium 156 (Debian, 2026-11) gives every headless window a renderer of its own for the address bar's WebUI popups,
 * busy for about a second while a page loads: on two cores that took the bench's floor page from 348 to 556 ms to its
 * first paint. A phone's browser has no such neighbour; with these off the renderer is never started.
 */
export const OMNIBOX_WEBUI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * What Playwright 1.65 disables with its own `--disable-features`. Chromium keeps only the last such switch, and ours
 * comes after Playwright's, so it names them again (e2e/chromium-flags.e2e.ts fails when Playwright's list grows).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const DISABLE_FEATURES = '--disable-features=';

/**
 * `flags` with one `--disable-features` switch at the end that names every feature its earlier ones did, and `features`:
 * Chromium reads only the last one.
 */
export function withFeaturesDisabled(flags: readonly string[], features: readonly string[] = []): string[] {
  const named = flags
    .filter((flag) => flag.startsWith(DISABLE_FEATURES))
    .flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','));
  const others = flags.filter((flag) => !flag.startsWith(DISABLE_FEATURES));
  return [...others, `${DISABLE_FEATURES}${[...new Set([...named, ...features])].filter(Boolean).join(',')}`];
}

/** What this machine needs to run Chromium at all: no sandbox as root, no GPU, no background calls to Google's hosts. */
export const MACHINE_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium as Playwright launches it here: the machine's flags, and no address-bar renderer beside the page. */
export const CHROMIUM_ARGS = withFeaturesDisabled(MACHINE_FLAGS, [
  ...PLAYWRIGHT_DISABLED_FEATURES,
  ...OMNIBOX_WEBUI_FEATURES,
]);
