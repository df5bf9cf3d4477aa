import { createContext, useContext, useEffect } from 'react';
import { commonCopy } from '../copy/common-copy.ts';

/** The tab title when a page names none; index.html carries the same text for the first paint. */
export const APP_TITLE = '집사 – 전월세 대출 도우미';

/** What the build's prerenderer learns of the page while rendering it: the title its `<head>` must carry. */
export type PrerenderedHead = { title: string };

/** Set only while prerendering (there are no effects on the server); `null` in the browser. */
export const PrerenderedHeadContext = createContext<PrerenderedHead | null>(null);

/** "대출 계산기 | 집사" for a page title, the app title for none. */
export function documentTitleOf(pageTitle: string | null): string {
  return pageTitle === null ? APP_TITLE : `${pageTitle} | ${commonCopy.serviceName}`;
}

/**
 * Names the browser tab after the page, e.g. "대출 계산기 | 집사"; `null` gives the app title.
 * @example useDocumentTitle('커뮤니티') // document.title === '커뮤니티 | 집사'
 */
export function useDocumentTitle(pageTitle: string | null): void {
  const prerenderedHead = useContext(PrerenderedHeadContext);
  if (prerenderedHead) prerenderedHead.title = documentTitleOf(pageTitle);
  useEffect(() => {
    document.title = documentTitleOf(pageTitle);
  }, [pageTitle]);
}
