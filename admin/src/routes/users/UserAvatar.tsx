// A user's photo or initials, decorative (the name is always written beside it).
import { initials } from './user-model';

/** The user's photo, or their initials; decorative (the name is always written beside it). */
export function UserAvatar({
  name,
  url,
  className = 'size-9',
}: {
  name: string;
  url: string | null;
  className?: string;
}) {
  if (url) {
    return (
      <img src={url} alt="" loading="lazy" className={`${className} shrink-0 rounded-full object-cover`} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} flex shrink-0 items-center justify-center rounded-full bg-accent-soft text-xs font-semibold text-accent-ink`}
    >
      {initials(name)}
    </span>
  );
}
