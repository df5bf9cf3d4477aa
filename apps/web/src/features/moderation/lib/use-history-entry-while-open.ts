import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

const KEY = 'openSheet';

const markOf = (state: unknown): unknown =>
  typeof state === 'object' && state !== null && KEY in state ? (state as Record<string, unknown>)[KEY] : undefined;

type Entry = 'none' | 'pending' | 'arrived';

/**
 * Gives an open sheet a history entry of its own (the same address, marked in its state), so the browser's back —
 * the phone's back gesture — closes the sheet instead of leaving the page, even on a page opened directly. Closing
 * it otherwise (Esc, the close button) takes the entry back off.
 */
export function useHistoryEntryWhileOpen(open: boolean, onClose: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const entry = useRef<Entry>('none');
  const close = useEffectEvent(onClose);
  const isMarked = markOf(location.state) === id;

  useEffect(() => {
    if (open && entry.current === 'none') {
      entry.current = 'pending';
      const base = typeof location.state === 'object' && location.state !== null ? location.state : {};
      void navigate(`${location.pathname}${location.search}${location.hash}`, { state: { ...base, [KEY]: id } });
    } else if (!open && entry.current === 'arrived' && isMarked) {
      entry.current = 'none';
      void navigate(-1);
    }
  }, [open, isMarked, id, location, navigate]);

  useEffect(() => {
    if (isMarked && entry.current === 'pending') entry.current = 'arrived';
    else if (!isMarked && entry.current === 'arrived') {
      // Our entry is gone (the browser's back): the sheet closes with it.
      entry.current = 'none';
      close();
    }
  }, [isMarked]);
}
