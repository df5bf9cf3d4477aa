import type { SortType } from '@jipsa/contracts';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { commonCopy } from '../../../shared/copy/common-copy.ts';
import { formatKoreanDateTime } from '../../../shared/format/format-korean-date.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { useOnline } from '../../../shared/lib/use-online.ts';
import { ChoiceChips, type ChoiceOption } from '../../../shared/ui/choice-chips.tsx';
import { ErrorView } from '../../../shared/ui/error-view.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useSortedPostsQuery } from '../api/sorted-posts.ts';
import { communityCopy } from '../copy.ts';
import { useInfiniteScrollTrigger } from '../hooks/use-infinite-scroll-trigger.ts';
import { useListScrollRestoration } from '../hooks/use-list-scroll-restoration.ts';
import { useStartWriting } from '../hooks/use-start-writing.ts';
import { readListPosition, saveListPosition } from '../lib/list-position.ts';
import { rememberPostId } from '../lib/remembered-post-id.ts';
import { readSavedBoard, saveBoard, type SavedBoard } from '../lib/saved-board.ts';
import styles from './community-page.module.css';
import { WriteButton } from './write-button.tsx';
import { uniquePosts } from '../lib/unique-posts.ts';

// The cards' code is needed only once posts arrive, which is after the page is live: it loads beside them (issue 10).
const loadPostList = () => import('./post-list.tsx');
const PostList = lazy(() => loadPostList().then((module) => ({ default: module.PostList })));

const SORT_OPTIONS: readonly ChoiceOption<SortType>[] = [
  { value: 'LATEST', label: communityCopy.sortLatest },
  { value: 'POPULAR', label: communityCopy.sortPopular },
];

/**
 * /community (tab bar): the board in 최신순 or 인기순, loaded page by page as the person scrolls, with
 * the floating write button. Coming back from a post shows the same loaded pages at the same place. Offline it says
 * so at once and shows the posts last read, marked as saved (issue 26).
 */
export function CommunityPage() {
  useDocumentTitle(communityCopy.communityTitle);
  const [sortType, setSortType] = useState<SortType>(() => readListPosition().sortType);
  const query = useSortedPostsQuery(sortType);
  useEffect(() => {
    // A failed load shows when the list renders (the route's error view, with a retry).
    loadPostList().catch(() => undefined);
  }, []);
  const posts = uniquePosts(query.data?.pages ?? []);
  const pageCount = query.data?.pages.length ?? 0;
  const online = useOnline();

  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    const read = uniquePosts(data?.pages ?? []);
    if (read.length > 0) saveBoard(read, new Date(dataUpdatedAt));
  }, [data, dataUpdatedAt]);

  // A retry shows the board working, then its answer (again the alert, if still offline); so does the browser's own
  // refetch when the network comes back.
  const [isRetrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void query.refetch().finally(() => setRetrying(false));
  };
  const isReloading = isRetrying || (query.isError && query.isFetching);
  // Offline the board does not wait for its request to fail: the browser already knows.
  const showsFailure = posts.length === 0 && !isReloading && (query.isError || !online);
  const showsLoading = posts.length === 0 && !showsFailure && (query.isPending || isReloading);
  const savedBoard = useMemo(() => (showsFailure ? readSavedBoard() : null), [showsFailure]);

  const keepPlace = () => saveListPosition({ sortType, scrollY: window.scrollY });
  const { startWriting, isChecking } = useStartWriting(keepPlace);
  const [isListShown, setListShown] = useState(false);
  useListScrollRestoration(sortType, isListShown);

  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const loadMore = () => {
    if (canLoadMore) void query.fetchNextPage();
  };
  const sentinelRef = useInfiniteScrollTrigger<HTMLButtonElement>(loadMore, canLoadMore, pageCount);

  const changeSort = (next: SortType) => {
    setSortType(next);
    saveListPosition({ sortType: next, scrollY: 0 });
    window.scrollTo(0, 0);
  };

  const openPost = (postId: string) => {
    keepPlace();
    rememberPostId(postId);
  };

  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{communityCopy.communityTitle}</h1>
        <p className={styles.lead}>{communityCopy.listLead}</p>
        <ChoiceChips
          legend={communityCopy.sortLegend}
          hideLegend
          options={SORT_OPTIONS}
          value={sortType}
          onChange={changeSort}
        />
      </header>

      {showsLoading && <ListLoading />}
      {showsFailure && savedBoard === null && <ErrorView onRetry={retry} />}
      {showsFailure && savedBoard !== null && (
        <SavedPosts board={savedBoard} online={online} onRetry={retry} onOpen={openPost} />
      )}
      {query.isSuccess && posts.length === 0 && !isReloading && (
        <p className={styles.empty}>{communityCopy.emptyList}</p>
      )}

      {posts.length > 0 && !online && (
        // The posts already on screen stay, said to be what was read before the connection went (issue 26).
        <p className={styles.savedNote} role="status">
          {communityCopy.offlineWithLoaded}
        </p>
      )}
      {posts.length > 0 && (
        <Suspense fallback={<ListLoading />}>
          <PostList
            posts={posts}
            busy={query.isFetchingNextPage}
            onOpen={openPost}
            onShown={() => setListShown(true)}
          />
        </Suspense>
      )}

      {query.isFetchingNextPage && (
        <div className={styles.status} role="status">
          <Spinner size={24} />
          <span className="visually-hidden">{communityCopy.loadingMore}</span>
        </div>
      )}
      {query.isFetchNextPageError && (
        <div className={styles.status}>
          <p className={styles.failure}>{commonCopy.errorView}</p>
          <button type="button" className={styles.more} onClick={() => void query.fetchNextPage()}>
            {commonCopy.retry}
          </button>
        </div>
      )}
      {canLoadMore && (
        <button ref={sentinelRef} type="button" className={styles.more} onClick={loadMore}>
          {communityCopy.loadMore}
        </button>
      )}
      {query.isSuccess && posts.length > 0 && !query.hasNextPage && (
        <p className={styles.end}>{communityCopy.endOfList}</p>
      )}

      <WriteButton onClick={startWriting} busy={isChecking} />
    </section>
  );
}

/** The posts last read, when the board cannot load: the failure said briefly, then the saved cards and their time. */
function SavedPosts({
  board,
  online,
  onRetry,
  onOpen,
}: {
  board: SavedBoard;
  online: boolean;
  onRetry: () => void;
  onOpen: (postId: string) => void;
}) {
  return (
    <>
      <div className={styles.status} role="alert">
        <p className={styles.failure}>{online ? commonCopy.errorView : communityCopy.offlineWithSaved}</p>
        <button type="button" className={styles.more} onClick={onRetry}>
          {commonCopy.retry}
        </button>
      </div>
      <section aria-labelledby="community-saved-posts">
        <div className={styles.savedHeader}>
          <h2 id="community-saved-posts" className={styles.savedTitle}>
            {communityCopy.savedPostsTitle}
          </h2>
          <p className={styles.savedNote}>{communityCopy.savedPostsNote(formatKoreanDateTime(board.savedAt))}</p>
        </div>
        <Suspense fallback={<ListLoading />}>
          <PostList posts={board.posts} busy={false} onOpen={onOpen} onShown={() => undefined} />
        </Suspense>
      </section>
    </>
  );
}

function ListLoading() {
  return (
    <div className={styles.status} role="status">
      <Spinner />
      <span className="visually-hidden">{communityCopy.loadingList}</span>
    </div>
  );
}
