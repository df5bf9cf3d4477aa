// Issue 50 #5: a member types a post, opens "최근 보고서 첨부하기", then uses the phone's back (history.back()).
// The shot is the screen that back lands on: the draft (after) or the board with the draft gone (before).
// Usage: BASE_URL=http://127.0.0.1:8099 node docs/screenshots/issue-50/shoot-5.mjs before|after
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8099';
const suffix = process.argv[2] ?? 'after';
const out = fileURLToPath(new URL(`./5-${suffix}.png`, import.meta.url));

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
  // The dev login (e2e/support/dev-login.ts), back on the board.
  await page.goto('/login-page?redirect=%2Fcommunity');
  await page.getByRole('link', { name: '카카오로 3초만에 로그인' }).click();
  await page.getByRole('heading', { name: '개발용 로그인' }).waitFor();
  await page.getByLabel('닉네임').fill(`사진${Date.now() % 1_000_000}`);
  await page.getByRole('button', { name: '이 닉네임으로 로그인하기' }).click();
  await page.waitForURL((url) => url.pathname === '/community');

  await page.getByRole('button', { name: '글쓰기' }).click();
  await page.waitForURL((url) => url.pathname === '/community/write');
  await page.getByRole('textbox', { name: '제목' }).fill('버팀목 심사 얼마나 걸렸나요?');
  await page.getByRole('textbox', { name: '내용' }).fill('서류 낸 지 일주일째예요.\n보고서도 붙여서 여쭤볼게요.');
  await page.getByRole('button', { name: '최근 보고서 첨부하기' }).click();
  await page.getByRole('heading', { level: 1, name: '최근 보고서' }).waitFor();
  await page.goBack();
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: out, clip: { x: 0, y: 0, width: 390, height: 520 } });
  console.log(out, new URL(page.url()).pathname);
} finally {
  await browser.close();
}
