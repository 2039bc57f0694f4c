import { CloudStorageFileStore } from './cloud-storage-file-store.ts';
import { LocalFileStore } from './local-file-store.ts';

export interface StoredFile {
  data: Buffer;
  contentType: string;
}

/**
 * Where uploaded images live. Production: the Cloud Storage default bucket. Locally: a folder
 * served back by GET /api/files/* (the Storage emulator does not run on our machines).
 */
export interface FileStore {
  /** Saves (overwriting) and answers the public URL of the file. */
  save(path: string, data: Buffer, contentType: string): Promise<string>;
  read(path: string): Promise<StoredFile | null>;
}

let chosen: FileStore | undefined;

/** The local folder store under the emulator or when GN_FILE_STORE_DIR is set; else Cloud Storage. */
export function fileStore(): FileStore {
  if (!chosen) {
    const dir = process.env.GN_FILE_STORE_DIR;
    chosen =
      process.env.FUNCTIONS_EMULATOR === 'true' || dir
        ? LocalFileStore.fromEnvironment(dir)
        : new CloudStorageFileStore();
  }
  return chosen;
}

/** True when files are served by this function (GET /api/files/*), i.e. the local store. */
export function servesFilesLocally(): boolean {
  return fileStore() instanceof LocalFileStore;
}
