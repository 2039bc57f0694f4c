// The keyboard of the account menu (WAI-ARIA menu pattern), pure: what a key pressed on an item
// does, given the focused item's index and the items' texts. Used by use-menu-button.ts.

export type MenuKeyAction =
  /** focus that item (arrows, Home, End, a typed letter) */
  | { kind: 'focus'; index: number }
  /** Escape: close and give the focus back to the button */
  | { kind: 'close' }
  /** Tab: close and let the focus move on */
  | { kind: 'leave' }
  /** Space: press the focused item, like Enter (links do not react to Space natively) */
  | { kind: 'activate' }
  | { kind: 'none' };

export interface MenuKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Type-ahead: the next item after `index` (wrapping) whose text starts with `letter`. */
function nextStartingWith(labels: string[], index: number, letter: string): number | null {
  const order = [...labels.keys()].slice(index + 1).concat([...labels.keys()].slice(0, index + 1));
  const match = order.find((i) => labels[i]!.trim().toLowerCase().startsWith(letter));
  return match ?? null;
}

/** `index`: the focused item's (-1 when none is); `labels`: the items' texts, in order. */
export function menuKeyAction(event: MenuKey, index: number, labels: string[]): MenuKeyAction {
  const focus = (to: number): MenuKeyAction => ({
    kind: 'focus',
    index: (to + labels.length) % labels.length,
  });
  switch (event.key) {
    case 'ArrowDown':
      return focus(index + 1);
    case 'ArrowUp':
      return focus(index - 1);
    case 'Home':
      return focus(0);
    case 'End':
      return focus(labels.length - 1);
    case 'Escape':
      return { kind: 'close' };
    case 'Tab':
      return { kind: 'leave' };
    case ' ':
      return { kind: 'activate' };
    default: {
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return { kind: 'none' };
      const match = nextStartingWith(labels, index, event.key.toLowerCase());
      return match === null ? { kind: 'none' } : { kind: 'focus', index: match };
    }
  }
}
