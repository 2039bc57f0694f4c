// The behaviour of the header's account menu button (WAI-ARIA menu pattern): open and closed,
// the focus put on the first or last item when it opens by keyboard, a click outside that closes
// it, and the keys on the button and in the menu (menu-keys.ts).
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { menuKeyAction } from './menu-keys';

export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // Which item gets focus when the menu opens: the first, the last, or none (mouse click).
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();
  const buttonId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function openWith(focus: 'first' | 'last') {
    focusOnOpen.current = focus;
    setOpen(true);
  }

  function toggle() {
    focusOnOpen.current = 'first';
    setOpen((value) => !value);
  }

  function onButtonKeyDown(event: ReactKeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  }

  function onMenuKeyDown(event: ReactKeyboardEvent) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const action = menuKeyAction(
      event,
      index,
      list.map((el) => el.textContent ?? ''),
    );
    switch (action.kind) {
      case 'focus':
        event.preventDefault();
        list[action.index]?.focus();
        break;
      case 'close':
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
        break;
      case 'leave':
        setOpen(false);
        break;
      case 'activate':
        event.preventDefault();
        (document.activeElement as HTMLElement | null)?.click();
        break;
    }
  }

  return { open, toggle, buttonRef, menuRef, rootRef, menuId, buttonId, onButtonKeyDown, onMenuKeyDown };
}
