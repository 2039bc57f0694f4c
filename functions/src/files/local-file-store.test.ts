import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSafeFilePath } from './file-path.ts';
import { LocalFileStore } from './local-file-store.ts';

let parent: string;
let root: string;

beforeEach(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'gn-file-store-'));
  root = path.join(parent, 'store');
});
afterEach(() => rm(parent, { recursive: true, force: true }));

describe('LocalFileStore', () => {
  it("deletes the files of a prefix (an account's avatars) and nothing else", async () => {
    const store = new LocalFileStore(root);
    await store.save('avatars/u1-1-a.jpg', Buffer.from([1]), 'image/jpeg');
    await store.save('avatars/u1-2-b.jpg', Buffer.from([2]), 'image/jpeg');
    await store.save('avatars/u10-1-c.jpg', Buffer.from([3]), 'image/jpeg');
    expect(await store.deleteByPrefix('avatars/u1-')).toBe(2);
    expect(await store.read('avatars/u1-1-a.jpg')).toBeNull();
    expect(await store.read('avatars/u10-1-c.jpg')).not.toBeNull();
    expect(await store.deleteByPrefix('avatars/u1-')).toBe(0);
    expect(await store.deleteByPrefix('nada/u1-')).toBe(0);
    await expect(store.deleteByPrefix('../u1-')).rejects.toThrow('Unsafe');
  });

  it('saves, answers a root-relative /api/files/ URL, and reads back bytes and content type', async () => {
    const store = new LocalFileStore(root);
    const url = await store.save('events/1-abc.jpg', Buffer.from([1, 2, 3]), 'image/jpeg');
    expect(url).toBe('/api/files/events/1-abc.jpg');
    expect(await store.read('events/1-abc.jpg')).toEqual({
      data: Buffer.from([1, 2, 3]),
      contentType: 'image/jpeg',
    });
    expect(await readFile(path.join(root, 'events/1-abc.jpg'))).toEqual(Buffer.from([1, 2, 3]));
  });

  it('types files placed by other programs (the seed) by extension, never as SVG', async () => {
    const store = new LocalFileStore(root);
    await mkdir(path.join(root, 'seed'), { recursive: true });
    await writeFile(path.join(root, 'seed/cover.jpg'), Buffer.from([9]));
    await writeFile(path.join(root, 'seed/logo.svg'), '<svg onload="alert(1)"/>');
    expect(await store.read('seed/cover.jpg')).toEqual({ data: Buffer.from([9]), contentType: 'image/jpeg' });
    expect((await store.read('seed/logo.svg'))?.contentType).toBe('application/octet-stream');
  });

  it('answers null for missing files and folders', async () => {
    const store = new LocalFileStore(root);
    await store.save('events/a.jpg', Buffer.from([1]), 'image/jpeg');
    expect(await store.read('events/b.jpg')).toBeNull();
    expect(await store.read('events')).toBeNull();
  });

  it('never reads outside its folder, nor its metadata', async () => {
    await writeFile(path.join(parent, 'gn-outside.txt'), 'segredo');
    const store = new LocalFileStore(root);
    for (const p of ['../gn-outside.txt', 'events/../../gn-outside.txt', '/etc/passwd', '.meta/x.json']) {
      expect(await store.read(p)).toBeNull();
    }
    await expect(store.save('../fora.jpg', Buffer.from([1]), 'image/jpeg')).rejects.toThrow(/Unsafe/);
  });

  it('requires an absolute folder', () => {
    expect(() => new LocalFileStore('relative/dir')).toThrow(/absolute/);
  });
});

describe('isSafeFilePath', () => {
  it.each([
    ['events/1-abc.jpg', true],
    ['avatars/uid-1.jpg', true],
    ['', false],
    ['events//a.jpg', false],
    ['events/../a.jpg', false],
    ['./a.jpg', false],
    ['.meta/a.json', false],
    ['events\\a.jpg', false],
    ['events/a b.jpg', false],
    ['events/a%2F.jpg', false],
    ['a/b/c/d/e/f/g/h/i.jpg', false],
  ])('%s → %s', (p, safe) => {
    expect(isSafeFilePath(p)).toBe(safe);
  });
});
