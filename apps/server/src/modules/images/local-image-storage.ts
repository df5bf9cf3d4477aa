import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertImageKey } from './image-key.ts';
import type { ImageStorage } from './image-storage.ts';

const isMissingFile = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Images as files in one directory (the embedded default: `DATA_DIR/uploads`).
 *
 * @example
 * const storage = createLocalImageStorage('/var/lib/jipsa/uploads');
 * await storage.put(newImageKey('jpg'), bytes, 'image/jpeg');
 */
export function createLocalImageStorage(directory: string): ImageStorage {
  const fileOf = (key: string) => {
    assertImageKey(key);
    return path.join(directory, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(directory, { recursive: true });
      // Written aside and renamed, so a reader never sees half an image.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
