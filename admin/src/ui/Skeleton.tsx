/** A grey placeholder block; the region that contains skeletons carries aria-busy. */
export function Skeleton({ className = '' }: { className?: string }) {
  // Without a class merger, two rounded-* classes would fight: the caller's wins by omission.
  const rounding = className.includes('rounded') ? '' : 'rounded-md';
  return <div aria-hidden="true" className={`animate-pulse bg-line ${rounding} ${className}`} />;
}
