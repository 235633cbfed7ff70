import { type ComponentType, useEffect, useRef, useState } from 'react';

import type { PhotoViewerProps } from './PhotoViewer.tsx';

// The viewer (gestures, zoom, its icons) is an async chunk of its own, downloaded on the first open
// of a photo: '@insp/ui/screens' is a shared chunk every module's first screen downloads.
let loaded: ComponentType<PhotoViewerProps> | null = null;
const loadPhotoViewer = () =>
  import('./PhotoViewer.tsx').then((module) => {
    loaded = module.default;
    return module.default;
  });

/**
 * The full-size photo viewer (PhotoViewer.tsx), shown once its chunk is in (at once after the first
 * time). Not React.lazy: nothing suspends, so the screen around it never falls back to a spinner.
 */
export function PhotoViewerDialog(props: PhotoViewerProps) {
  const [Viewer, setViewer] = useState<ComponentType<PhotoViewerProps> | null>(() => loaded);
  const close = useRef(props.onClose);
  close.current = props.onClose;
  useEffect(() => {
    if (Viewer) return;
    let live = true;
    loadPhotoViewer().then(
      (component) => {
        if (live) setViewer(() => component);
      },
      // the chunk could not be had (no signal before the app cached it): closed, so a tap can retry
      () => {
        if (live) close.current();
      },
    );
    return () => {
      live = false;
    };
  }, [Viewer]);
  return Viewer ? <Viewer {...props} /> : null;
}
