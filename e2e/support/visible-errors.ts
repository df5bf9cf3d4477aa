import type { BrowserContext } from 'playwright-core';

export type VisibleErrorText = { text: string; url: string };

/**
 * Every error text a person could read on any page of the suite (issue 26): alerts, and the message of a field
 * marked invalid. `support/every-error-is-korean.ts` checks them after each test.
 */
export const visibleErrorTexts: VisibleErrorText[] = [];

const HANGUL = /[\uAC00-\uD7A3]/;
const LATIN = /[A-Za-z]/;
/** Three lowercase Latin letters in a row are an English word; acronyms (DSR, HUG, JPG) are capitals. */
const ENGLISH_WORD = /[a-z]{3,}/;

/**
 * Text a Korean reader can act on: no English word, and Latin letters only beside Hangul (a field's unit "%" or a
 * count has no letters at all and passes).
 * @example isReadableKorean('로그인이 필요해요.') // true
 * @example isReadableKorean('%') // true
 * @example isReadableKorean('Refresh token not available') // false
 * @example isReadableKorean('NOT_FOUND') // false
 */
export function isReadableKorean(text: string): boolean {
  if (ENGLISH_WORD.test(text)) return false;
  return !LATIN.test(text) || HANGUL.test(text);
}

const REPORT_BINDING = '__jipsaSawErrorText';

/**
 * Runs in every document of the context (a string: the tools' TypeScript has no DOM types): reports each visible
 * error text once per document.
 */
const OBSERVE_ERROR_TEXTS = `(() => {
  const seen = new Set();
  const report = (text) => window.${REPORT_BINDING}?.(text);
  const isShown = (element) => element.getClientRects().length > 0;
  const describedBy = (field) =>
    ((field.getAttribute('aria-errormessage') ?? '') + ' ' + (field.getAttribute('aria-describedby') ?? ''))
      .split(/\\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id))
      .filter((element) => element !== null);
  const collect = () => {
    const alerts = [...document.querySelectorAll('[role="alert"], [role="alertdialog"]')];
    const fieldMessages = [...document.querySelectorAll('[aria-invalid="true"]')].flatMap(describedBy);
    for (const element of [...alerts, ...fieldMessages]) {
      if (!isShown(element)) continue;
      const text = element.innerText.trim();
      if (text === '' || seen.has(text)) continue;
      seen.add(text);
      report(text);
    }
  };
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      collect();
    }, 50);
  };
  const start = () => {
    new MutationObserver(schedule).observe(document.documentElement, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-invalid', 'role', 'hidden', 'class', 'style'],
    });
    collect();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();`;

/** Collects the error texts of every page this context opens into {@link visibleErrorTexts}. */
export async function watchVisibleErrors(context: BrowserContext): Promise<void> {
  await context.exposeBinding(REPORT_BINDING, ({ page }, text: string) => {
    visibleErrorTexts.push({ text, url: page.url() });
  });
  await context.addInitScript(OBSERVE_ERROR_TEXTS);
}
