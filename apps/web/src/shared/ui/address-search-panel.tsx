import { ADDRESS_KEYWORD_MAX_LENGTH, ADDRESS_KEYWORD_MIN_LENGTH, type SearchedAddress } from '@jipsa/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useAddressSearchQuery } from '../api/address-search.ts';
import { addressCopy } from '../copy/address-copy.ts';
import { addressHighlightSegments } from '../lib/address-highlight-segments.ts';
import { addressResultList } from '../lib/address-result-list.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import styles from './address-search.module.css';
import { Spinner } from './spinner.tsx';

/** Typing pauses this long before the search leaves (one request per pause, not per key). */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;

export type AddressSearchPanelProps = {
  onChoose: (address: SearchedAddress) => void;
};

function HighlightedAddress({ address }: { address: SearchedAddress }) {
  return (
    <>
      {addressHighlightSegments(address.displayAddress, address.highlights).map((segment, index) =>
        segment.highlighted ? (
          <mark key={index} className={styles.match}>
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

/** The second line of a result: the 지번 address under a road address, and the building's name. */
function detailOf(address: SearchedAddress): string | null {
  const parts = [
    address.roadAddress !== '' && address.jibunAddress !== address.displayAddress ? address.jibunAddress : '',
    address.buildingName,
  ].filter((part) => part !== '');
  return parts.length === 0 ? null : parts.join(' · ');
}

/**
 * The address search of the loan form (issue 6): searches as the person types (2+ characters, debounced),
 * lists the matches with the matched text marked, loads the next page when the end of the list scrolls
 * into view, and starts the list over when the answering source changed on the way.
 */
export function AddressSearchPanel({ onChoose }: AddressSearchPanelProps) {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const settled = useDebouncedValue(typed.trim(), ADDRESS_SEARCH_DEBOUNCE_MS);
  const keyword = settled.length >= ADDRESS_KEYWORD_MIN_LENGTH ? settled : null;
  const search = useAddressSearchQuery(keyword);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = search;
  const list = addressResultList(search.data?.pages ?? []);
  const inputRef = useRef<HTMLInputElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // After the sheet has moved focus to itself, bring it to the search field.
    const frame = requestAnimationFrame(() => inputRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    const end = endRef.current;
    if (!end || !hasNextPage || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: scrollRef.current, rootMargin: '120px' },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, list.addresses.length]);

  const isWaiting = typed.trim() !== settled || (keyword !== null && search.isPending);
  const showEmpty = keyword !== null && search.isSuccess && !isWaiting && list.addresses.length === 0;

  return (
    <div className={styles.panel}>
      <label htmlFor={inputId} className="visually-hidden">
        {addressCopy.addressSearchLabel}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.searchInput}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={ADDRESS_KEYWORD_MAX_LENGTH}
        placeholder={addressCopy.addressSearchPlaceholder}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {list.notice && (
        <p className={styles.notice} role="note">
          {list.notice}
        </p>
      )}
      <div ref={scrollRef} className={styles.results}>
        {keyword === null && !isWaiting && <p className={styles.hint}>{addressCopy.addressSearchHint}</p>}
        {keyword !== null && search.isPending && (
          <p className={styles.status} role="status">
            <Spinner size={20} />
            {addressCopy.addressSearching}
          </p>
        )}
        {search.isError && (
          <p className={styles.error} role="alert">
            {search.error.message || addressCopy.addressFailed}
          </p>
        )}
        {showEmpty && (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{addressCopy.addressEmpty}</p>
            <p className={styles.hint}>{addressCopy.addressEmptyHint}</p>
          </div>
        )}
        {list.addresses.length > 0 && (
          <ul className={styles.list} aria-label={addressCopy.addressResults}>
            {list.addresses.map((address, index) => {
              const detail = detailOf(address);
              return (
                <li key={`${address.districtCode}-${address.roadAddress}-${address.jibun}-${index}`}>
                  <button type="button" className={styles.result} onClick={() => onChoose(address)}>
                    <span className={styles.resultMain}>
                      <HighlightedAddress address={address} />
                    </span>
                    {detail && <span className={styles.resultDetail}>{detail}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <div ref={endRef} className={styles.end} aria-hidden="true" />
        {isFetchingNextPage && (
          <p className={styles.status} role="status">
            <Spinner size={20} />
            {addressCopy.addressLoadingMore}
          </p>
        )}
      </div>
    </div>
  );
}
