// The file store for the emulator and local runs: files in a local folder (GN_FILE_STORE_DIR, else
// a temporary one), served back by GET /api/files/* (api/public/files.ts).
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { logger } from 'firebase-functions';
import { isSafeFilePath } from './file-path.ts';
import type { FileStore, StoredFile } from './file-store.ts';

/** URL prefix served by routes in files/serve.ts; root-relative, so it works on both origins. */
export const LOCAL_FILES_URL_PREFIX = '/api/files/';

// Raster types only: an SVG could carry script.
const TYPES_BY_EXTENSION: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/**
 * Files in a local folder: `<root>/<path>` holds the bytes, `<root>/.meta/<path>.json` the content
 * type. Paths never start a segment with a dot, so the metadata folder cannot be requested.
 */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {
    if (!path.isAbsolute(root)) throw new Error(`GN_FILE_STORE_DIR must be absolute: ${root}`);
  }

  static fromEnvironment(dir: string | undefined): LocalFileStore {
    if (dir) return new LocalFileStore(dir);
    const fallback = path.join(tmpdir(), 'gn-files');
    logger.warn(`GN_FILE_STORE_DIR is not set; local uploads go to ${fallback}`);
    return new LocalFileStore(fallback);
  }

  async save(filePath: string, data: Buffer, contentType: string): Promise<string> {
    const target = this.resolve(filePath);
    const meta = this.resolveMeta(filePath);
    await mkdir(path.dirname(target), { recursive: true });
    await mkdir(path.dirname(meta), { recursive: true });
    await writeFile(target, data);
    await writeFile(meta, JSON.stringify({ contentType }));
    return LOCAL_FILES_URL_PREFIX + filePath;
  }

  async read(filePath: string): Promise<StoredFile | null> {
    if (!isSafeFilePath(filePath)) return null;
    try {
      const [data, contentType] = await Promise.all([
        readFile(this.resolve(filePath)),
        this.readContentType(filePath),
      ]);
      return { data, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      // EISDIR and friends: a folder was asked for, which is no file.
      if ((error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  async deleteByPrefix(prefix: string): Promise<number> {
    const folder = path.posix.dirname(prefix);
    const start = path.posix.basename(prefix);
    if (start === '' || !isSafeFilePath(`${folder}/${start}`)) throw new Error(`Unsafe prefix: ${prefix}`);
    let names: string[];
    try {
      names = await readdir(this.resolve(folder));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    const doomed = names.filter((name) => name.startsWith(start) && isSafeFilePath(`${folder}/${name}`));
    for (const name of doomed) {
      await rm(this.resolve(`${folder}/${name}`), { force: true });
      await rm(this.resolveMeta(`${folder}/${name}`), { force: true });
    }
    return doomed.length;
  }

  private resolve(filePath: string): string {
    if (!isSafeFilePath(filePath)) throw new Error(`Unsafe file path: ${filePath}`);
    const full = path.resolve(this.root, filePath);
    // Belt and braces over isSafeFilePath: never leave the root folder.
    if (!full.startsWith(path.resolve(this.root) + path.sep))
      throw new Error(`Unsafe file path: ${filePath}`);
    return full;
  }

  /** The type saved beside the file; files placed by other programs (the seed) go by extension. */
  private async readContentType(filePath: string): Promise<string> {
    try {
      const meta = await readFile(this.resolveMeta(filePath), 'utf8');
      return (JSON.parse(meta) as { contentType: string }).contentType;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return TYPES_BY_EXTENSION[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
    }
  }

  private resolveMeta(filePath: string): string {
    return path.join(path.resolve(this.root), '.meta', `${filePath}.json`);
  }
}
