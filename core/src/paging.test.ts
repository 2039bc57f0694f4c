import { describe, expect, it } from 'vitest';
import { laterPages, pageCount, pageItems, pageOfIndex } from './paging.ts';

describe('paging', () => {
  it('counts pages, with one (empty) page for an empty list', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    expect(pageCount(1000)).toBe(112);
    expect(pageCount(7, 3)).toBe(3);
  });

  it('cuts pages of nine, the last one short, nothing past the end', () => {
    const items = Array.from({ length: 14 }, (_, i) => i);
    expect(pageItems(items, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageItems(items, 2)).toEqual([9, 10, 11, 12, 13]);
    expect(pageItems(items, 3)).toEqual([]);
  });

  it('finds the page of an item, consistent with pageItems', () => {
    const items = Array.from({ length: 100 }, (_, i) => i);
    for (const i of [0, 8, 9, 17, 18, 99]) expect(pageItems(items, pageOfIndex(i))).toContain(i);
    expect(pageOfIndex(8)).toBe(1);
    expect(pageOfIndex(9)).toBe(2);
  });

  it('lists the pages after the first', () => {
    expect(laterPages(9)).toEqual([]);
    expect(laterPages(14)).toEqual([2]);
    expect(laterPages(28)).toEqual([2, 3, 4]);
  });
});
