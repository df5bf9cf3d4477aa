import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

// Files cannot go into sessionStorage; IndexedDB keeps a File as it is. Opened on first use only.
let store: UseStore | null = null;
const keptFilesStore = () => (store ??= createStore('jipsa-kept-files', 'files'));

/**
 * Keeps a file the person picked on this device until it is used or dropped (a post's photo across the login round
 * trip, issue 50 #8); null drops it. Where IndexedDB is missing or blocked nothing is kept.
 * @example await keepFile('communityWriteImage', photo)
 */
export async function keepFile(key: string, file: File | null): Promise<void> {
  try {
    await (file === null ? del(key, keptFilesStore()) : set(key, file, keptFilesStore()));
  } catch {
    // No IndexedDB (a private window may block it): the file stays only on the screen.
  }
}

/** The file kept under the key, or null. */
export async function keptFile(key: string): Promise<File | null> {
  try {
    const file: unknown = await get(key, keptFilesStore());
    return file instanceof Blob ? (file as File) : null;
  } catch {
    return null;
  }
}

/** Drops every kept file: logout leaves nothing of the person in this browser. */
export async function clearKeptFiles(): Promise<void> {
  try {
    await clear(keptFilesStore());
  } catch {
    // Nothing could have been kept.
  }
}
