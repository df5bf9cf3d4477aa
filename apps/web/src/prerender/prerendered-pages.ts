import type { MarketRateHistoryResponse, PostSummary, SortedPostsResponse } from '@jipsa/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { MARKET_RATES_PATH } from '../features/calculator/api/market-rates.ts';
import { POSTS_STALE_MS, sortedPostsQueryKey, sortedPostsUrl } from '../features/community/api/sorted-posts.ts';
import { INITIAL_LIST_POSITION } from '../features/community/lib/list-position.ts';
import {
  MARKET_RATE_HISTORY_QUERY_KEY,
  MARKET_RATE_HISTORY_URL,
  RATE_HISTORY_STALE_MS,
} from '../features/rates/api/market-rate-history.ts';
import { PATHS } from '../shared/config/paths.ts';

/**
 * A first screen the build renders to HTML (issue 10): what the server sends for `path` (and, for the
 * calculator, its `?tab=`) before any JavaScript runs. `pattern` routes (`:id`) get one frame for every id.
 */
export type PrerenderedPage = {
  /** The file under dist/pages. */
  name: string;
  /** The route as the router knows it. */
  path: string;
  /** The URL rendered: `path` with a sample id or a query. */
  url: string;
  /** `?tab=` value this file answers for (the calculator's tabs), or null for any query. */
  tab: string | null;
  /** Listed in sitemap.xml and open to search engines; pages of a person's own data are not. */
  indexable: boolean;
  /**
   * API GETs the first screen makes for a visitor without a session, exactly as the page asks for them: the server
   * names them in a `Link: rel=preload` header, so they travel while the page's code loads (issue 10).
   */
  preloads: string[];
  /**
   * For a page the server renders again at request time with its data (issue 10: the board's first posts in the
   * HTML): puts the `data` of each preload's answer, by URL, where the page's queries find it.
   */
  seedQueries?: (queryClient: QueryClient, answers: ReadonlyMap<string, unknown>) => void;
  /**
   * Answers like the server's, by URL, that the build renders a live page with once: the CSS its first screen needs
   * travels inside the page's template (issue 32), and the build's own page has none of the data's elements.
   */
  sampleAnswers?: Readonly<Record<string, unknown>>;
  /**
   * How long the service worker may answer a live page from its own cache (the `staleTime` of the page's data): a
   * later visit then paints the data at once, never older than the page itself would show it (issue 32).
   */
  liveFreshForMs?: number;
};

const page = (name: string, path: string, options: Partial<PrerenderedPage> = {}): PrerenderedPage => ({
  name,
  path,
  url: path,
  tab: null,
  indexable: true,
  preloads: [],
  ...options,
});

const calculatorTab = (tab: string): PrerenderedPage =>
  page(`calculator-${tab.toLowerCase()}`, PATHS.calculator, {
    url: `${PATHS.calculator}?tab=${tab}`,
    tab,
    preloads: [MARKET_RATES_PATH],
  });

const FIRST_POSTS_URL = sortedPostsUrl(INITIAL_LIST_POSITION.sortType, null);

/** A first page of the board with each kind of post the list shows: a photo, an attached report, neither. */
function samplePosts(): SortedPostsResponse {
  const post = (index: number, extra: Partial<PostSummary>): PostSummary => ({
    id: `00000000-0000-4000-8000-00000000000${index}`,
    title: '버팀목 전세대출 후기',
    content: '보증금 2억에 한도가 얼마나 나오는지 궁금했는데 생각보다 빨리 끝났어요.',
    author: '집사',
    avatarUrl: null,
    imageUrl: null,
    likes: 3,
    like: false,
    commentCount: 2,
    createdDate: '2026-11-01T09:00:00+09:00',
    lastModifiedDate: '2026-11-01T09:00:00+09:00',
    timeAgo: '1시간 전',
    loanAdviceSummaryReport: null,
    updateDeleteAuthority: 'NONE',
    loginUserName: null,
    ...extra,
  });
  return {
    posts: [
      post(1, { imageUrl: '/images/sample', avatarUrl: '/images/sample-avatar' }),
      post(2, {
        loanAdviceSummaryReport: {
          loanAdviceResultId: '00000000-0000-4000-8000-000000000009',
          loanProductCode: 'SAMPLE',
          loanProductName: '버팀목전세자금',
          expectedLoanRate: 2.5,
          possibleLoanLimit: 150_000_000,
        },
      }),
      post(3, {}),
    ],
    nextCursor: 'sample',
  };
}

/** A rate history with each kind of point the page shows: a published value, an operator's estimate, a feed. */
function sampleRateHistory(): MarketRateHistoryResponse {
  const row = (figure: MarketRateHistoryResponse['rows'][number]['figure'], date: string, valuePercent: number) => ({
    figure,
    date,
    valuePercent,
    source: '한국은행 ECOS',
    isEstimate: figure === 'financeBond6M',
  });
  return {
    rows: [
      row('baseRate', '2025-07-15', 2.5),
      row('baseRate', '2026-02-19', 2.5),
      row('cofixNewBalance', '2025-07-15', 2.63),
      row('cofixNewBalance', '2026-02-19', 2.48),
      row('financeBond6M', '2025-07-15', 2.55),
      row('financeBond6M', '2026-02-19', 2.6),
    ],
    lastFetchedAt: '2026-02-19T09:00:00+09:00',
    feeds: [{ name: 'sample', label: '한국은행 ECOS 기준금리', enabled: true, lastSuccessAt: null, lastError: null }],
  };
}

/** The URL the not-found page is rendered from; any path no route claims gets it, with status 404. */
export const NOT_FOUND_URL = '/__not-found__';

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  page('home', PATHS.home),
  page('calculator', PATHS.calculator, { preloads: [MARKET_RATES_PATH] }),
  calculatorTab('DTI'),
  calculatorTab('DSR'),
  calculatorTab('REPAYMENT'),
  page('deposit-entry', PATHS.depositEntry),
  page('loan-info-entry', PATHS.loanInfoEntry),
  page('loan-info-entry-b', PATHS.loanInfoEntryB),
  page('jeonse-safety', PATHS.jeonseSafety),
  page('rent-offers', PATHS.rentOffers),
  page('rates', PATHS.rates, {
    preloads: [MARKET_RATE_HISTORY_URL],
    sampleAnswers: { [MARKET_RATE_HISTORY_URL]: sampleRateHistory() },
    seedQueries: (queryClient, answers) => {
      const history = answers.get(MARKET_RATE_HISTORY_URL) as MarketRateHistoryResponse | undefined;
      if (history !== undefined) queryClient.setQueryData(MARKET_RATE_HISTORY_QUERY_KEY, history);
    },
    liveFreshForMs: RATE_HISTORY_STALE_MS,
  }),
  page('community', PATHS.community, {
    preloads: [FIRST_POSTS_URL],
    sampleAnswers: { [FIRST_POSTS_URL]: samplePosts() },
    liveFreshForMs: POSTS_STALE_MS,
    seedQueries: (queryClient, answers) => {
      const firstPage = answers.get(FIRST_POSTS_URL) as SortedPostsResponse | undefined;
      if (firstPage === undefined) return;
      queryClient.setQueryData(sortedPostsQueryKey(INITIAL_LIST_POSITION.sortType), {
        pages: [firstPage],
        pageParams: [null],
      });
    },
  }),
  page('community-detail', PATHS.communityDetail, { indexable: false }),
  page('report', PATHS.report, { url: '/report/0', indexable: false }),
  page('settings', PATHS.settings, { indexable: false }),
  page('login-page', PATHS.loginPage, { indexable: false }),
  page('terms-of-service', PATHS.termsOfService),
  page('privacy-policy', PATHS.privacyPolicy),
  page('not-found', NOT_FOUND_URL, { indexable: false }),
];
