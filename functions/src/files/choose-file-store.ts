// Picks the file store once per instance: the local folder (served back by GET /api/files/*)
// under the emulator or when GN_FILE_STORE_DIR is set, else Cloud Storage.
import { CloudStorageFileStore } from './cloud-storage-file-store.ts';
import type { FileStore } from './file-store.ts';
import { LocalFileStore } from './local-file-store.ts';
import { readEnv } from '../config.ts';

let chosen: FileStore | undefined;

/** The local folder store under the emulator or when GN_FILE_STORE_DIR is set; else Cloud Storage. */
export function fileStore(): FileStore {
  if (!chosen) {
    const dir = readEnv('GN_FILE_STORE_DIR');
    chosen =
      readEnv('FUNCTIONS_EMULATOR') === 'true' || dir
        ? LocalFileStore.fromEnvironment(dir)
        : new CloudStorageFileStore();
  }
  return chosen;
}

/** True when files are served by this function (GET /api/files/*), i.e. the local store. */
export function servesFilesLocally(): boolean {
  return fileStore() instanceof LocalFileStore;
}
