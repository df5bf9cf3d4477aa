// Issue 50 #2: the verdict 위험 above guarantee cards, after a 등기부 with a live 압류 is read.
// Usage: BASE_URL=http://127.0.0.1:8099 node docs/screenshots/issue-50/shoot-2.mjs before|after
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8099';
const suffix = process.argv[2] ?? 'after';
const out = fileURLToPath(new URL(`./2-${suffix}.png`, import.meta.url));

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
  });
  const page = await context.newPage();
  const VILLA_754 =
    '?districtCode=1168010100&dongName=%EC%97%AD%EC%82%BC%EB%8F%99&jibun=754&buildingName=&rentHousingType=HOUSEHOLD_HOUSE&exclusiveArea=59&rentalDeposit=100000000&officialPrice=300000000';
  await page.goto(`${baseUrl}/jeonse-safety${VILLA_754}`);
  const fixture = fileURLToPath(
    new URL(
      '../../../apps/server/src/modules/jeonse-safety/registry/testing/fixtures/three-mortgages.pdf',
      import.meta.url,
    ),
  );
  await page.getByLabel('등기부등본으로 채우기').setInputFiles(fixture);
  await page.getByRole('button', { name: '이대로 반영하기' }).click({ timeout: 20_000 });
  await page.getByRole('button', { name: '진단하기' }).click();
  const guarantees = page.getByRole('region', { name: '전세보증금 반환보증' });
  await guarantees.waitFor({ timeout: 20_000 });
  await page.waitForTimeout(500);
  await guarantees.scrollIntoViewIfNeeded();
  await guarantees.screenshot({ path: out });
  console.log(out);
} finally {
  await browser.close();
}
