import type { AppConfig } from '../config.js';
import { LocalStorage } from './local-storage.js';
import type { Storage } from './storage.js';

/**
 * The storage the configuration names: the S3 bucket with `STORAGE=s3`, else the local directory.
 * The AWS SDK is loaded only for S3, so the embedded default starts without it.
 */
export async function openStorage(config: Pick<AppConfig, 'storageDir' | 's3'>): Promise<Storage> {
  if (!config.s3) return new LocalStorage(config.storageDir);
  const { S3Storage } = await import('./s3-storage.js');
  return new S3Storage(config.s3);
}
