// The mobile bar steps aside while the panel's own button is on screen: true while that button is
// visible clear of the bar itself (the bottom 6rem of the screen).
import { useEffect, useState, type RefObject } from 'react';

export function usePanelButtonVisible(panelButton: RefObject<HTMLButtonElement | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const target = panelButton.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? false), {
      rootMargin: '0px 0px -96px 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [panelButton]);
  return visible;
}
