// Behaviour of BannerCarousel.astro. Autoplay advances every `data-interval` ms and stops for good
// at the first sign of the visitor (pointer, key, touch, focus inside); it holds while a mouse rests
// on the banner and never starts under prefers-reduced-motion or with a single slide.
// `data-active-index` exposes the current slide, `data-autoplay` whether it still runs.

export function initCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  const slides = Array.from(root.querySelectorAll<HTMLElement>('[data-carousel-slide]'));
  const dots = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]'));
  if (!track || slides.length < 2) return;

  let index = 0;
  let timer: number | undefined;
  let hovered = false;

  const go = (next: number) => {
    index = (next + slides.length) % slides.length;
    track.style.transform = `translateX(-${index * 100}%)`;
    slides.forEach((s, i) => {
      const active = i === index;
      if (active) {
        s.removeAttribute('aria-hidden');
        s.inert = false;
      } else {
        s.setAttribute('aria-hidden', 'true');
        s.inert = true;
      }
    });
    dots.forEach((d, i) => {
      if (i === index) d.setAttribute('aria-current', 'true');
      else d.removeAttribute('aria-current');
    });
    // Lazy slide images: start loading the next one before it is needed.
    const upcoming = slides[(index + 1) % slides.length]?.querySelector('img');
    if (upcoming && upcoming.loading === 'lazy') upcoming.loading = 'eager';
    root.dataset.activeIndex = String(index);
  };

  const stop = () => {
    if (timer === undefined) return;
    window.clearInterval(timer);
    timer = undefined;
    root.dataset.autoplay = 'off';
    // Now that slides change only on request, announce them.
    track.setAttribute('aria-live', 'polite');
  };

  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const interval = Number(root.dataset.interval) || 5000;
  if (!reduceMotion) {
    timer = window.setInterval(() => {
      if (!document.hidden && !hovered) go(index + 1);
    }, interval);
    root.dataset.autoplay = 'on';
  } else {
    root.dataset.autoplay = 'off';
    track.setAttribute('aria-live', 'polite');
  }

  // A pointer resting on the banner holds it (to read it); any interaction ends autoplay.
  root.addEventListener('pointerenter', (e) => {
    if (e.pointerType === 'mouse') hovered = true;
  });
  root.addEventListener('pointerleave', () => {
    hovered = false;
  });
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin', 'wheel'] as const) {
    root.addEventListener(type, stop, { passive: true });
  }

  root.querySelector('[data-carousel-prev]')?.addEventListener('click', () => go(index - 1));
  root.querySelector('[data-carousel-next]')?.addEventListener('click', () => go(index + 1));
  dots.forEach((d, i) => d.addEventListener('click', () => go(i)));

  root.addEventListener('keydown', (e) => {
    const target = e.target as HTMLElement;
    if (target.matches('input, textarea, select')) return;
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(index - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(index + 1);
    }
  });

  // Touch swipe: a mostly horizontal move of 40 px or more changes the slide.
  let startX = 0;
  let startY = 0;
  let tracking = false;
  const viewport = root.querySelector<HTMLElement>('[data-carousel-viewport]') ?? root;
  viewport.addEventListener(
    'touchstart',
    (e) => {
      const t = e.touches[0];
      if (!t) return;
      startX = t.clientX;
      startY = t.clientY;
      tracking = true;
    },
    { passive: true },
  );
  viewport.addEventListener(
    'touchend',
    (e) => {
      const t = e.changedTouches[0];
      if (!tracking || !t) return;
      tracking = false;
      const dx = t.clientX - startX;
      const dy = t.clientY - startY;
      if (Math.abs(dx) >= 40 && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? index + 1 : index - 1);
    },
    { passive: true },
  );

  go(0);
}
