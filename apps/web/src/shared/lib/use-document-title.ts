import { useEffect } from 'react';
import { commonCopy } from '../copy/common-copy.ts';

/** The tab title when a page names none; index.html carries the same text for the first paint. */
export const APP_TITLE = '집사 – 전월세 대출 도우미';

/**
 * Names the browser tab after the page, e.g. "대출 계산기 | 집사"; `null` gives the app title.
 * @example useDocumentTitle('커뮤니티') // document.title === '커뮤니티 | 집사'
 */
export function useDocumentTitle(pageTitle: string | null): void {
  useEffect(() => {
    document.title = pageTitle === null ? APP_TITLE : `${pageTitle} | ${commonCopy.serviceName}`;
  }, [pageTitle]);
}
