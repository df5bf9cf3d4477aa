// Issue 50 #9: the contract checklist of a report made again with "오늘 기준으로 다시 받기".
// A guest dates and ticks the checklist of a report, renews it, and opens the new report at its checklist.
// Usage: BASE_URL=http://127.0.0.1:8099 node docs/screenshots/issue-50/shoot-9.mjs before|after
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8099';
const suffix = process.argv[2] ?? 'after';
const out = fileURLToPath(new URL(`./9-${suffix}.png`, import.meta.url));

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

// A 무주택 single 30-year-old renting a 55㎡ apartment in 강남 for 1.5억 (loan-advice-test-support.ts loanProfile).
const profile = {
  rentalDeposit: 150_000_000,
  monthlyRent: 0,
  cashOnHand: 20_000_000,
  age: 30,
  maritalStatus: 'SINGLE',
  annualIncome: 30_000_000,
  childStatus: 'NO_CHILD',
  hasNewborn: false,
  isSMEEmployee: false,
  houseOwnershipType: 'NO_HOUSE',
  isNetAssetOver345M: false,
  rentHousingType: 'APARTMENT',
  exclusiveArea: 55,
  buildingName: '역삼래미안',
  districtCode: '1168010100',
  dongName: '역삼동',
  jibun: '754',
  ownershipTransferOnBalanceDay: 'NO',
};
const dates = { contractDate: '2027-01-10', balanceDate: '2027-03-01', leaseEndDate: '2029-02-28' };

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: 'ko-KR',
    baseURL: baseUrl,
  });
  const page = await context.newPage();
  // The app signs a visitor in as a guest; the API is then called as that guest, as the report page would.
  await page.goto('/deposit-entry');
  let guestToken;
  for (let tries = 0; tries < 50 && !guestToken; tries += 1) {
    guestToken = (await context.cookies()).find((cookie) => cookie.name === 'guestToken')?.value;
    if (!guestToken) await page.waitForTimeout(200);
  }
  if (!guestToken) throw new Error('no guest token');
  const call = async (method, path, data) => {
    const response = await context.request.fetch(`${baseUrl}${path}`, {
      method,
      headers: { accesstoken: guestToken },
      ...(data === undefined ? {} : { data }),
    });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()).data;
  };
  const report = await call('POST', '/api/v1/loanAdvice', profile);
  const oldId = report.loanAdviceResultId;
  await call('PUT', `/api/v1/loanAdvice/${oldId}/checklist`, dates);
  await call('PUT', `/api/v1/loanAdvice/${oldId}/checklist/steps/TAX_ARREARS`, { done: true });
  // What "오늘 기준으로 다시 받기" sends (the button shows only once rates have moved since the report).
  const renewed = await call('POST', `/api/v1/loanAdvice/${oldId}/renew`);

  await page.goto(`/report/${renewed.loanAdviceResultId}`);
  const checklist = page.getByRole('region', { name: '계약 체크리스트' });
  await checklist.waitFor();
  await page.getByText(/체크리스트를 불러오는 중/).waitFor({ state: 'detached' });
  await checklist.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const box = await checklist.boundingBox();
  await page.evaluate((top) => window.scrollTo(0, window.scrollY + top - 8), box.y);
  await page.waitForTimeout(300);
  await page.screenshot({ path: out, clip: { x: 0, y: 0, width: 390, height: 844 } });
  console.log(`saved ${out}`);
} finally {
  await browser.close();
}
