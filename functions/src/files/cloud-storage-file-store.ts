// The production file store: uploads go to the Firebase default bucket and are served by their
// public storage.googleapis.com URL.
import { getStorage } from 'firebase-admin/storage';
import { adminApp } from '../firebase.ts';
import { cacheControlFor } from './cache-control.ts';
import type { FileStore, StoredFile } from './file-store.ts';

/**
 * The Firebase default bucket. The URL is the plain public one, so the bucket (or these folders)
 * must grant public read (allUsers: Storage Object Viewer); storage.rules do not govern it.
 */
export class CloudStorageFileStore implements FileStore {
  private bucket() {
    return getStorage(adminApp()).bucket();
  }

  async save(path: string, data: Buffer, contentType: string): Promise<string> {
    const bucket = this.bucket();
    await bucket.file(path).save(data, {
      resumable: false,
      contentType,
      metadata: { cacheControl: cacheControlFor(path) },
    });
    return `https://storage.googleapis.com/${bucket.name}/${path.split('/').map(encodeURIComponent).join('/')}`;
  }

  async read(path: string): Promise<StoredFile | null> {
    const file = this.bucket().file(path);
    const [exists] = await file.exists();
    if (!exists) return null;
    const [[data], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
    return { data, contentType: metadata.contentType ?? 'application/octet-stream' };
  }

  async deleteByPrefix(prefix: string): Promise<number> {
    const [files] = await this.bucket().getFiles({ prefix });
    await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
    return files.length;
  }
}
