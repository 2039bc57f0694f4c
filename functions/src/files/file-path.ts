/** Safe object path: segments of letters, digits, '.', '_' or '-', none starting with a dot. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_SEGMENTS = 8;

/** Refuses traversal ('..'), hidden names, empty segments, backslashes and odd characters. */
export function isSafeFilePath(path: string): boolean {
  const segments = path.split('/');
  return segments.length <= MAX_SEGMENTS && segments.every((s) => SEGMENT.test(s));
}
