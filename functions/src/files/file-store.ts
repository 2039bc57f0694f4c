// The contract of a file store; choose-file-store.ts picks the implementation.
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
  /** Deletes every file whose path starts with `prefix` (an account's avatars); answers how many. */
  deleteByPrefix(prefix: string): Promise<number>;
}
