// Issue 50 #4: /rates as a person sees it on a phone: the chart's title, each figure's newest value with its date and
// age, and the line against the axis running to today.
// Usage: BASE_URL=http://127.0.0.1:8099 node docs/screenshots/issue-50/shoot-4.mjs before|after
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8099';
const suffix = process.argv[2] ?? 'after';
const out = fileURLToPath(new URL(`./4-${suffix}.png`, import.meta.url));

// apps/server/src/testing/chromium.ts CHROMIUM_ARGS, written out (this script runs without a TS loader).
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,LensOverlay,MediaRouter,PaintHolding,ThirdPartyStoragePartitioning,AvoidCorsURLLoaderRestartOnRedirect,TcpPortRandomizationWin,OptimizationHints,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch,msForceBrowserSignIn,msEdgeUpdateLaunchServicesPreferredVersion,WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: 'ko-KR',
    baseURL: baseUrl,
  });
  const page = await context.newPage();
  await page.goto('/rates');
  const chart = page.getByRole('img', { name: /금리 그래프/ });
  await chart.waitFor();
  // The figure: its title, the legend with each value's date (and age), the chart.
  const figure = page.locator('figure').filter({ has: chart });
  await figure.scrollIntoViewIfNeeded();
  const box = await figure.boundingBox();
  const chartBox = await chart.boundingBox();
  await page.screenshot({
    path: out,
    clip: { x: 0, y: box.y - 8, width: 390, height: Math.min(844, chartBox.y + chartBox.height - box.y + 16) },
  });
  console.log(out);
} finally {
  await browser.close();
}
