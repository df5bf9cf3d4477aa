import { useEffect, useState } from 'react';
import { shareCopy as copy } from '../copy/share-copy.ts';
import styles from './share-actions.module.css';

export type ShareActionsProps = {
  /** What the share sheet names the link. */
  readonly title: string;
  /** A line the share sheet sends with the link; nothing personal (income, cash, age, address) belongs here. */
  readonly text?: string;
  /** The link shared, a path taken on this site's origin; the page's own address at the moment of sharing when left out. */
  readonly url?: string;
};

type Outcome = 'copied' | 'copyFailed' | null;

const canUseShareSheet = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Share a page (issue 50): 링크 복사 to the clipboard, and the device's share sheet (navigator.share, where KakaoTalk
 * is one of the apps on a phone) where the browser has one. No Kakao SDK: it is served only from Kakao's CDN.
 */
export function ShareActions({ title, text, url }: ShareActionsProps) {
  const [hasShareSheet, setHasShareSheet] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [copiedUrl, setCopiedUrl] = useState('');
  // After mount: a prerendered page has no navigator, and the first render must match it.
  useEffect(() => setHasShareSheet(canUseShareSheet()), []);

  const link = () => new URL(url ?? window.location.href, window.location.href).toString();

  const copyLink = async () => {
    const target = link();
    setCopiedUrl(target);
    try {
      await navigator.clipboard.writeText(target);
      setOutcome('copied');
    } catch {
      setOutcome('copyFailed');
    }
  };

  const openShareSheet = async () => {
    try {
      await navigator.share({ title, url: link(), ...(text ? { text } : {}) });
    } catch {
      // Closing the sheet without choosing an app rejects too: nothing to say.
    }
  };

  return (
    <div className={styles.share} role="group" aria-label={copy.group}>
      <div className={styles.row}>
        <button type="button" className={styles.button} onClick={() => void copyLink()}>
          {copy.copyLink}
        </button>
        {hasShareSheet && (
          <button type="button" className={styles.button} onClick={() => void openShareSheet()}>
            {copy.shareSheet}
          </button>
        )}
      </div>
      <p className={styles.status} role="status">
        {outcome === 'copied' && copy.copied}
        {outcome === 'copyFailed' && copy.copyFailed}
      </p>
      {outcome === 'copyFailed' && (
        <input
          className={styles.link}
          aria-label={copy.linkLabel}
          readOnly
          value={copiedUrl}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </div>
  );
}
