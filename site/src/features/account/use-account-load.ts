// The customer area's pages load their data once per signed-in uid; a failure is logged, told in
// a toast and shown by the page ('error').
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { toast } from '../../ui/toasts';
import { ACCOUNT_LOAD_ERROR } from './messages';

export type AccountLoad<T> = T | null | 'error';

export function useAccountLoad<T>(
  uid: string,
  load: () => Promise<T>,
): [AccountLoad<T>, Dispatch<SetStateAction<AccountLoad<T>>>] {
  const [data, setData] = useState<AccountLoad<T>>(null);
  useEffect(() => {
    let live = true;
    load()
      .then((value) => {
        if (live) setData(value);
      })
      .catch((error: unknown) => {
        console.error(ACCOUNT_LOAD_ERROR, error);
        if (!live) return;
        setData('error');
        toast.error(ACCOUNT_LOAD_ERROR);
      });
    return () => {
      live = false;
    };
    // The uid, not the user object: a token refresh must not reload the page's data.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [uid]);
  return [data, setData];
}
