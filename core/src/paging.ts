// Pages of a storefront list (/eventos, /noticias): PAGE_SIZE items each, numbered from 1. The
// build writes one static page and one card chunk per page; the browser asks for the chunk that
// holds a given item, so both sides must cut the list the same way.
import { PAGE_SIZE } from './visibility.ts';

/** How many pages `total` items fill; an empty list still has its (empty) first page. */
export function pageCount(total: number, size: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The items of page `page` (1-based); empty past the end. */
export function pageItems<T>(items: readonly T[], page: number, size: number = PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** The page (1-based) that holds the item at `index` (0-based) of the list. */
export function pageOfIndex(index: number, size: number = PAGE_SIZE): number {
  return Math.floor(index / size) + 1;
}

/** Page numbers 2..count: the pages built besides the list's own first page. */
export function laterPages(total: number, size: number = PAGE_SIZE): number[] {
  return Array.from({ length: pageCount(total, size) - 1 }, (_, i) => i + 2);
}
