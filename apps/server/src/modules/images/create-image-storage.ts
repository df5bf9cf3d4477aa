import type { AppConfig } from '../../config.ts';
import type { ImageStorage } from './image-storage.ts';
import { createLocalImageStorage } from './local-image-storage.ts';
import { createS3ImageStorage } from './s3-image-storage.ts';

/** The storage adapter `config.storage` asks for: local disk (default) or S3-compatible. */
export function createImageStorage(storage: AppConfig['storage']): ImageStorage {
  return storage.kind === 's3' ? createS3ImageStorage(storage) : createLocalImageStorage(storage.directory);
}
