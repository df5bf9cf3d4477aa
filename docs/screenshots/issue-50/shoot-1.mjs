// Issue 50 #1: the loan form's live "예상 최저 금리" beside the report made from the same answers.
// A group-B guest whose answers are all in but the last sees the live box; the same answers then make a report.
// The shot stacks the two: the box's rate should be the report's lowest rate, written the same way.
// Usage: BASE_URL=http://127.0.0.1:8099 node docs/screenshots/issue-50/shoot-1.mjs before|after
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8099';
const suffix = process.argv[2] ?? 'after';
const out = fileURLToPath(new URL(`./1-${suffix}.png`, import.meta.url));

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

// e2e/support/loan-form.ts YOUNG_SINGLE: 31, 미혼, 연소득 4,200만, 현금 5,000만, 역삼동 737 59㎡ 아파트 전세 2.5억.
const profile = {
  rentalDeposit: 250_000_000,
  monthlyRent: 0,
  cashOnHand: 50_000_000,
  age: 31,
  maritalStatus: 'SINGLE',
  annualIncome: 42_000_000,
  spouseAnnualIncome: 0,
  childStatus: 'NO_CHILD',
  hasNewborn: false,
  isSMEEmployee: false,
  houseOwnershipType: 'NO_HOUSE',
  isNetAssetOver345M: false,
  rentHousingType: 'APARTMENT',
  exclusiveArea: 59,
  buildingName: '',
  districtCode: '1168010100',
  dongName: '역삼동',
  jibun: '737',
  ownershipTransferOnBalanceDay: 'NO',
};

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: 'ko-KR',
    baseURL: baseUrl,
  });
  const page = await context.newPage();
  await page.goto('/deposit-entry');
  let guestToken;
  for (let tries = 0; tries < 50 && !guestToken; tries += 1) {
    guestToken = (await context.cookies()).find((cookie) => cookie.name === 'guestToken')?.value;
    if (!guestToken) await page.waitForTimeout(200);
  }
  if (!guestToken) throw new Error('no guest token');

  // Group B, every answer in but the last question's (the step clamps to the last one).
  const stored = JSON.stringify({
    state: { loanForm: { ...profile, isElectronicContract: null }, loanInfoStep: 99 },
    version: 0,
  });
  await page.evaluate((value) => {
    window.localStorage.setItem('abTestType', 'B');
    window.sessionStorage.setItem('jipsaLoanForm', value);
    window.localStorage.setItem('jipsaLoanForm', value);
  }, stored);
  await page.goto('/loan-info-entry-b');
  const box = page.getByRole('region', { name: '지금까지 답한 내용으로 본 예상' });
  await box.getByText(/받을 수 있는 상품 \d+개/).waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  const boxShot = await box.screenshot();

  // The same answers as a report, as the form's submit sends them.
  const response = await context.request.post(`${baseUrl}/api/v1/loanAdvice`, {
    headers: { accesstoken: guestToken },
    data: { ...profile, isElectronicContract: false },
  });
  if (!response.ok()) throw new Error(`POST /loanAdvice: ${response.status()} ${await response.text()}`);
  const report = (await response.json()).data;
  await page.goto(`/report/${report.loanAdviceResultId}`);
  const hero = page.locator('section', { has: page.locator('#report-hero-name') }).first();
  await hero.waitFor({ timeout: 20_000 });
  const heroShot = await hero.screenshot();
  const others = page.getByRole('heading', { name: '받을 수 있는 다른 상품' }).locator('..');
  await others.scrollIntoViewIfNeeded();
  const othersShot = await others.screenshot();

  // One picture: the live box above, the report's hero and other products below.
  const img = (buffer) =>
    `<img src="data:image/png;base64,${buffer.toString('base64')}" style="display:block;width:100%">`;
  await page.setContent(
    `<body style="margin:0;font:14px sans-serif;background:#fff">
      <p style="margin:8px">① 입력 중 (마지막 질문)</p>${img(boxShot)}
      <p style="margin:8px">② 같은 답으로 만든 보고서</p>${img(heroShot)}${img(othersShot)}
    </body>`,
  );
  await page.screenshot({ path: out, fullPage: true, type: 'png' });
  console.log(out);
} finally {
  await browser.close();
}
