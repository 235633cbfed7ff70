import { lazy, Suspense } from 'react';

import type { PhotoViewerProps } from './PhotoViewer.tsx';

// The viewer (gestures, zoom, its icons) is an async chunk of its own, downloaded on the first open
// of a photo: '@insp/ui/screens' is a shared chunk every module's first screen downloads.
const LazyPhotoViewer = lazy(() => import('./PhotoViewer.tsx'));

/** The full-size photo viewer (PhotoViewer.tsx), loaded on first render. */
export function PhotoViewerDialog(props: PhotoViewerProps) {
  return (
    <Suspense fallback={null}>
      <LazyPhotoViewer {...props} />
    </Suspense>
  );
}
