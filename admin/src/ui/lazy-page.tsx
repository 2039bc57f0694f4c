// The element of a route whose page is its own chunk (React.lazy): the page inside Suspense, with
// the admin's page skeleton while the chunk (and the Firestore SDK behind it) loads.
import { Suspense, type ReactNode } from 'react';
import { PageFallback, type PageFallbackShape } from './PageFallback';

export function lazyPage(page: ReactNode, shape: PageFallbackShape = 'cards') {
  return <Suspense fallback={<PageFallback shape={shape} />}>{page}</Suspense>;
}
