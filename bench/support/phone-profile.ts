import type { BrowserContextOptions, CDPSession, Page } from 'playwright-core';

export { CHROMIUM, CHROMIUM_ARGS, withFeaturesDisabled } from '../../apps/server/src/testing/chromium.ts';

/** A mid-range phone: its screen, and its CPU and mobile network as Chrome DevTools emulates them. */
export const PHONE = {
  context: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
  } satisfies BrowserContextOptions,
  cpuSlowdown: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  },
};

/** Slows this page's CPU and network down to the phone's (lasts for the page's life). */
export async function throttleLikePhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
}

/**
 * `lcpElement`: tag, first class and first words of the largest contentful paint's element. `live`: when the page
 * was live (the app marks `data-page-ready` once a page is rendered or hydrated with its handlers), and
 * `jsBytesUntilLive` the scripts that had arrived by then, headers included (Resource Timing's transfer size).
 */
export type Vitals = {
  fcp: number | null;
  lcp: number | null;
  lcpElement: string;
  tbt: number;
  live: number | null;
  jsBytesUntilLive: number | null;
};

// A string, not a function: tsx would compile a function with helpers the page does not have.
const VITALS_SCRIPT = `(() => {
  const vitals = { fcp: null, lcp: null, lcpElement: '', longTasks: [], live: null, jsBytesUntilLive: null };
  window.__benchVitals = vitals;
  const whenLive = new MutationObserver(() => {
    if (!document.documentElement || !('pageReady' in document.documentElement.dataset)) return;
    whenLive.disconnect();
    vitals.live = performance.now();
    vitals.jsBytesUntilLive = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.responseEnd > 0)
      .reduce((sum, entry) => sum + entry.transferSize, 0);
  });
  whenLive.observe(document, { attributes: true, subtree: true, attributeFilter: ['data-page-ready'] });
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {}
  };
  observe('paint', (entry) => { if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime; });
  observe('largest-contentful-paint', (entry) => {
    vitals.lcp = entry.startTime;
    const element = entry.element;
    if (!element) return;
    const className = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
    const text = (element.textContent || '').trim().slice(0, 16);
    vitals.lcpElement =
      element.tagName.toLowerCase() + (className ? '.' + className : '') + (text ? ' "' + text + '…"' : '');
  });
  observe('longtask', (entry) => { vitals.longTasks.push([entry.startTime, entry.duration]); });
})()`;

/** Records FCP, LCP and long tasks from the first byte of every document the page loads. */
export async function recordVitals(page: Page): Promise<void> {
  await page.addInitScript(VITALS_SCRIPT);
}

/** FCP and LCP in ms since navigation start; TBT as Lighthouse counts it: the part over 50 ms of each long task after FCP. */
export async function readVitals(page: Page): Promise<Vitals> {
  const raw = (await page.evaluate('window.__benchVitals')) as {
    fcp: number | null;
    lcp: number | null;
    lcpElement: string;
    longTasks: [start: number, duration: number][];
    live: number | null;
    jsBytesUntilLive: number | null;
  };
  const fcp = raw.fcp ?? 0;
  const tbt = raw.longTasks.reduce((sum, [start, duration]) => {
    const afterFcp = start + duration - Math.max(start, fcp);
    return sum + Math.max(0, afterFcp - 50);
  }, 0);
  return {
    fcp: raw.fcp,
    lcp: raw.lcp,
    lcpElement: raw.lcpElement,
    tbt,
    live: raw.live,
    jsBytesUntilLive: raw.jsBytesUntilLive,
  };
}
