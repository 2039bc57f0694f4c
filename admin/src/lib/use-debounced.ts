// A value that follows another once it stops changing (search boxes that query the server).
import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `ms` (search boxes that query the server). */
export function useDebounced<T>(value: T, ms = 350): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
