// Issue 50 #10: choosing an address with the keyboard, typing the 번지, and the result URL it gives.
// Usage: BASE_URL=http://127.0.0.1:8099 node docs/screenshots/issue-50/shoot-10.mjs before|after
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8099';
const suffix = process.argv[2] ?? 'after';
const out = fileURLToPath(new URL(`./10-${suffix}.png`, import.meta.url));

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
  await page.goto(`${baseUrl}/jeonse-safety`);
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  const tabTo = async (pattern) => {
    for (let step = 0; step < 12 && !pattern.test(await focusedText()); step += 1) await page.keyboard.press('Tab');
  };
  await page.getByRole('button', { name: '주소 검색하기' }).focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: '빌릴 집 주소' });
  await sheet.getByLabel('주소 검색').waitFor();
  await page.waitForTimeout(300);
  await page.keyboard.type('역삼동');
  await sheet
    .getByRole('button', { name: /서울특별시 강남구 역삼동/ })
    .first()
    .waitFor({ timeout: 20_000 });
  await tabTo(/서울특별시 강남구 역삼동/);
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  // The 번지, typed right after the choice, as a keyboard user would.
  await page.keyboard.type('737');
  await sheet.getByRole('button', { name: /^59㎡/ }).waitFor({ timeout: 20_000 });
  await tabTo(/^59㎡/);
  // Where the keyboard lost its place (focus on the page body), the area is tapped so the walk can go on.
  if (/^59㎡/.test(await focusedText())) await page.keyboard.press('Enter');
  else await sheet.getByRole('button', { name: /^59㎡/ }).click();
  await page.getByRole('radio', { name: '연립·다세대 (빌라)' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('textbox', { name: '보증금' }).focus();
  await page.keyboard.type('26000');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '진단하기' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/jeonse-safety/result?**', { timeout: 20_000 });
  await page.getByRole('region', { name: '진단한 집' }).waitFor({ timeout: 20_000 });
  // A headless page has no address bar: the URL's 지번 is written on the page, above what the result checked.
  await page.evaluate(() => {
    const bar = document.createElement('p');
    const jibun = new URL(location.href).searchParams.get('jibun');
    bar.textContent = `주소창의 jibun = "${jibun ?? ''}"`;
    bar.style.cssText =
      'position:fixed;top:0;left:0;right:0;margin:0;padding:8px 12px;background:#222;color:#fff;font:600 14px monospace;z-index:9999';
    document.body.append(bar);
  });
  await page.getByRole('region', { name: '진단한 집' }).scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await page.screenshot({ path: out });
  console.log(out);
} finally {
  await browser.close();
}
