// Issue 50 #8: a guest types a whole post, taps 완료, logs in (the dev login) and comes back to the write page.
// The shot is the write page after the login: the draft kept (after) or empty (before).
// Usage: BASE_URL=http://127.0.0.1:8099 node docs/screenshots/issue-50/shoot-8.mjs before|after
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8099';
const suffix = process.argv[2] ?? 'after';
const out = fileURLToPath(new URL(`./8-${suffix}.png`, import.meta.url));

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
  // A failure sheet (window.alert) is dismissed, as a person would.
  page.on('dialog', (dialog) => void dialog.dismiss());
  await page.goto('/community/write');
  await page.getByRole('heading', { level: 1, name: '글쓰기' }).waitFor();
  await page.getByRole('textbox', { name: '제목' }).fill('전세 보증보험 먼저 드셨나요?');
  await page.getByRole('textbox', { name: '내용' }).fill('잔금 전에 가입했는지 궁금해요.\n순서를 알려 주세요.');
  await page.getByRole('button', { name: '완료' }).click();
  const modal = page.getByRole('dialog', { name: '로그인하고 집사의 더 많은 서비스를 확인하세요' });
  await modal.getByRole('link', { name: '카카오로 3초만에 로그인' }).click();
  await page.getByRole('heading', { name: '개발용 로그인' }).waitFor();
  await page.getByLabel('닉네임').fill(`손님${Date.now() % 1_000_000}`);
  await page.getByRole('button', { name: '이 닉네임으로 로그인하기' }).click();
  await page.waitForURL((url) => url.pathname === '/community/write');
  await page.getByRole('heading', { level: 1, name: '글쓰기' }).waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: out, clip: { x: 0, y: 0, width: 390, height: 420 } });
  console.log(out);
} finally {
  await browser.close();
}
