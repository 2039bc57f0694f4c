// Fetches the card chunks of a list page (/eventos/cartoes/N: bare <li> cards rendered by the
// build with the same component as the first nine) and turns them into elements. The markup is
// our own build's, with every text escaped by Astro; it is still parsed inert (a <template> runs
// no script and loads no image) and only the cards pass, stripped of anything executable, so a
// chunk can never bring script into the page.
import { pageOfIndex } from '@gn/core/paging';
import { cardChunkPath } from './list-paths';

const EXECUTABLE = 'script, style, iframe, object, embed, link, meta, base, form';

/** The <li data-listing-item> cards of a chunk's HTML, inert and with no handler attributes. */
export function cardsOf(html: string): HTMLElement[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const cards = Array.from(template.content.children).filter(
    (el): el is HTMLLIElement => el instanceof HTMLLIElement && el.hasAttribute('data-listing-item'),
  );
  for (const card of cards) {
    for (const el of card.querySelectorAll(EXECUTABLE)) el.remove();
    for (const el of [card, ...card.querySelectorAll('*')]) {
      for (const attr of Array.from(el.attributes)) {
        const value = attr.value.trim().toLowerCase();
        if (attr.name.startsWith('on') || value.startsWith('javascript:')) el.removeAttribute(attr.name);
      }
    }
  }
  return cards;
}

/**
 * The cards of one list, by position: the page's own first cards to start with, the rest fetched
 * per chunk on demand (each chunk once; a failed one is asked again next time).
 */
export class CardStore {
  private readonly cards = new Map<number, HTMLElement>();
  private readonly chunks = new Map<number, Promise<void>>();

  constructor(
    private readonly base: string,
    private readonly version: string,
    private readonly pageSize: number,
    firstCards: HTMLElement[],
    /** Run on each fetched card before it is shown (the 'started' mark). */
    private readonly prepare: (card: HTMLElement) => void,
  ) {
    firstCards.forEach((card, i) => this.cards.set(i, card));
  }

  /** The cards at these positions, fetching the chunks that hold them; throws when one fails. */
  async get(positions: number[]): Promise<HTMLElement[]> {
    const pages = new Set(
      positions.filter((i) => !this.cards.has(i)).map((i) => pageOfIndex(i, this.pageSize)),
    );
    await Promise.all([...pages].map((page) => this.load(page)));
    return positions.map((i) => {
      const card = this.cards.get(i);
      if (!card) throw new Error(`cartão ${i} ausente do bloco ${pageOfIndex(i, this.pageSize)}`);
      return card;
    });
  }

  /** The cards already here (the search's fallback when its index cannot be read). */
  loaded(): [number, HTMLElement][] {
    return [...this.cards].sort(([a], [b]) => a - b);
  }

  private load(page: number): Promise<void> {
    let chunk = this.chunks.get(page);
    if (!chunk) {
      chunk = fetch(`${cardChunkPath(this.base, page)}?v=${this.version}`)
        .then((res) => {
          if (!res.ok) throw new Error(`bloco ${page}: HTTP ${res.status}`);
          return res.text();
        })
        .then((html) => {
          cardsOf(html).forEach((card, i) => {
            this.prepare(card);
            this.cards.set((page - 1) * this.pageSize + i, card);
          });
        });
      chunk.catch(() => this.chunks.delete(page));
      this.chunks.set(page, chunk);
    }
    return chunk;
  }
}
