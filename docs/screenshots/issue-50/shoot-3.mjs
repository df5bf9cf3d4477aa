// Issue 50 #3: where a guest's eye is when the comparison answer arrives back at /rent-offers.
// Usage: BASE_URL=http://127.0.0.1:8099 node docs/screenshots/issue-50/shoot-3.mjs before|after
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8099';
const suffix = process.argv[2] ?? 'after';
const out = fileURLToPath(new URL(`./3-${suffix}.png`, import.meta.url));

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

// The loan form a guest has just finished (the 11 questions), as the tab keeps it: 만 31세, 연 4,200만, 현금 5천만.
const loanForm = {
  rentalDeposit: 250_000_000,
  monthlyRent: 0,
  cashOnHand: 50_000_000,
  age: 31,
  maritalStatus: 'SINGLE',
  annualIncome: 42_000_000,
  spouseAnnualIncome: null,
  childStatus: 'NO_CHILD',
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
  isElectronicContract: false,
};
// The loan form returns to the comparison with the question in the URL: this is the page it lands on.
const question = '?o=전세~25000~0&o=반전세~15000~40&o=월세~5000~80';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: 'ko-KR',
  });
  await context.addInitScript((form) => {
    if (!window.sessionStorage.getItem('jipsaLoanForm')) {
      window.sessionStorage.setItem(
        'jipsaLoanForm',
        JSON.stringify({ state: { loanForm: form, loanInfoStep: 1 }, version: 0 }),
      );
    }
  }, loanForm);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/rent-offers${encodeURI(question)}`);
  await page.getByRole('region', { name: '한 달에 드는 돈' }).waitFor({ timeout: 15_000 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: out });
  console.log(out);
} finally {
  await browser.close();
}
