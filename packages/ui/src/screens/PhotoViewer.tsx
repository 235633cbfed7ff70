import { ui } from '@insp/messages';
import type { GatewayService } from '@insp/mf-kit';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';

import { useFullScreenDialog } from './dialogs.ts';
import { CloseIcon, icon } from './icons.tsx';
import { useStoredImageUrl } from './images.ts';

const text = ui.photoViewer;

const PreviousIcon = icon('M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z');
const NextIcon = icon('M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z');
const MAGNIFIER =
  'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14';
const ZoomInIcon = icon(`${MAGNIFIER}m2.5-4h-2v2H9v-2H7V9h2V7h1v2h2z`);
const ZoomOutIcon = icon(`${MAGNIFIER}M7 9h5v1H7z`);
const FitIcon = icon(
  'M15 3l2.3 2.3-2.89 2.87 1.42 1.42L18.7 6.7 21 9V3zM3 9l2.3-2.3 2.87 2.89 1.42-1.42L6.7 5.3 9 3H3zm6 12-2.3-2.3 2.89-2.87-1.42-1.42L5.3 17.3 3 15v6zm12-6-2.3 2.3-2.87-2.89-1.42 1.42 2.89 2.87L15 21h6z',
);

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 5;
/** Each zoom button press or +/- key multiplies or divides by this. */
export const ZOOM_STEP = 1.5;
/** A double tap or double click zooms to this (and back to 1). */
export const DOUBLE_TAP_ZOOM = 2.5;
/** A horizontal finger movement longer than this (px), at zoom 1, turns to the next or previous photo. */
export const SWIPE_PX = 50;
const DOUBLE_TAP_MS = 300;
const TAP_SLOP_PX = 10;

export interface PhotoViewerProps {
  /** The module service whose files route serves the photos. */
  service: GatewayService;
  companyId: string;
  /** The item's photos (stored file ids) in their order; the viewer moves among them. */
  fileIds: readonly string[];
  /** The photo shown first. */
  index: number;
  /** What the photos show, under 'Foto N de M' (optional). */
  caption?: string;
  /** The dialog's name for photo n of total ('Foto 2 de 3' unless told otherwise, e.g. 'Firma 1 de 2'). */
  position?: (n: number, total: number) => string;
  /** Widest the viewer gets on a wide screen, in px (it always fills a phone's screen). */
  maxWidth?: number;
  /** data-testid of the dialog's paper ('visor-fotos'). */
  testId?: string;
  onClose: () => void;
}

interface View {
  scale: number;
  x: number;
  y: number;
}
const FIT: View = { scale: 1, x: 0, y: 0 };
type Point = { x: number; y: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The full-size viewer of an item's photos (issue 19 §3): the stored web version (1600 px) of one
 * photo at a time, 'Foto N de M', zoom with buttons, the wheel, a pinch or a double tap / double click
 * (up to 5×, dragged around when zoomed), and the previous or next photo with the arrow buttons, the
 * arrow keys or a horizontal swipe. A dialog (focus kept inside, Escape closes) filling a phone's
 * screen; controls of 48 px. Loaded lazily through PhotoViewerDialog (photo-viewer-dialog.tsx).
 */
export default function PhotoViewer({
  service,
  companyId,
  fileIds,
  index,
  caption,
  position = text.position,
  maxWidth = 1400,
  testId = 'visor-fotos',
  onClose,
}: PhotoViewerProps) {
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  const total = fileIds.length;
  const [current, setCurrent] = useState(() => clamp(index, 0, Math.max(0, total - 1)));
  const [view, setView] = useState<View>(FIT);
  const fileId = fileIds[current] ?? '';
  const { url, failed } = useStoredImageUrl(service, companyId, fileId, 'web');
  const stage = useRef<HTMLDivElement>(null);
  const viewRef = useRef(view);
  viewRef.current = view;

  /** Zoom to `scale` keeping the stage point `at` (relative to the stage's centre) where it is. */
  const zoomTo = (scale: number, at: Point = { x: 0, y: 0 }) => {
    setView((old) => {
      const next = clamp(scale, MIN_ZOOM, MAX_ZOOM);
      if (next === MIN_ZOOM) return FIT;
      const ratio = next / old.scale;
      return bounded({ scale: next, x: at.x - (at.x - old.x) * ratio, y: at.y - (at.y - old.y) * ratio });
    });
  };
  /** Keeps a zoomed photo covering the stage's centre: it cannot be dragged out of sight. */
  const bounded = (v: View): View => {
    const rect = stage.current?.getBoundingClientRect();
    const halfW = ((rect?.width ?? 0) * (v.scale - 1)) / 2;
    const halfH = ((rect?.height ?? 0) * (v.scale - 1)) / 2;
    return { scale: v.scale, x: clamp(v.x, -halfW, halfW), y: clamp(v.y, -halfH, halfH) };
  };
  const go = (to: number) => {
    if (to < 0 || to >= total || to === current) return;
    setCurrent(to);
    setView(FIT);
  };
  /** A client point as a point relative to the stage's centre. */
  const local = (clientX: number, clientY: number): Point => {
    const rect = stage.current?.getBoundingClientRect();
    if (!rect) return { x: 0, y: 0 };
    return { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 };
  };

  // The wheel zooms (a trackpad pinch arrives as a wheel with ctrlKey): a listener of its own, not
  // passive, so the browser does not zoom the page instead.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const factor = Math.exp(-event.deltaY * (event.ctrlKey ? 0.01 : 0.002));
      zoomTo(viewRef.current.scale * factor, local(event.clientX, event.clientY));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  });

  // Fingers on the stage: one drags a zoomed photo or swipes; two pinch; a quick second tap zooms.
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ start: Point; last: Point; pinch: { distance: number; scale: number } | null; moved: boolean }>({
    start: { x: 0, y: 0 },
    last: { x: 0, y: 0 },
    pinch: null,
    moved: false,
  });
  const lastTap = useRef<{ at: number; point: Point } | null>(null);
  // a browser may follow a double tap with a dblclick too: only a mouse's counts
  const lastPointerType = useRef('mouse');

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const point = { x: event.clientX, y: event.clientY };
    lastPointerType.current = event.pointerType || 'mouse';
    pointers.current.set(event.pointerId, point);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const [a, b] = [...pointers.current.values()];
    if (a && b) gesture.current.pinch = { distance: distance(a, b) || 1, scale: viewRef.current.scale };
    else gesture.current = { start: point, last: point, pinch: null, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    const g = gesture.current;
    const [a, b] = [...pointers.current.values()];
    if (a && b && g.pinch) {
      g.moved = true;
      zoomTo((g.pinch.scale * distance(a, b)) / g.pinch.distance, local((a.x + b.x) / 2, (a.y + b.y) / 2));
      return;
    }
    if (distance(point, g.start) > TAP_SLOP_PX) g.moved = true;
    if (viewRef.current.scale > MIN_ZOOM) {
      const dx = point.x - g.last.x;
      const dy = point.y - g.last.y;
      setView((old) => bounded({ scale: old.scale, x: old.x + dx, y: old.y + dy }));
    }
    g.last = point;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const g = gesture.current;
    if (g.pinch) {
      // the finger left after a pinch starts no swipe or tap
      if (pointers.current.size === 0) g.pinch = null;
      else gesture.current = { ...g, pinch: null, moved: true };
      return;
    }
    if (pointers.current.size > 0) return;
    const dx = event.clientX - g.start.x;
    const dy = event.clientY - g.start.y;
    if (viewRef.current.scale === MIN_ZOOM && Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
      go(dx < 0 ? current + 1 : current - 1);
      return;
    }
    // a mouse's double click is onDoubleClick; fingers and pens count their taps here
    if (event.pointerType === 'mouse' || g.moved) return;
    const now = event.timeStamp || Date.now();
    const tap = { x: event.clientX, y: event.clientY };
    if (lastTap.current && now - lastTap.current.at < DOUBLE_TAP_MS && distance(tap, lastTap.current.point) < TAP_SLOP_PX * 3) {
      lastTap.current = null;
      toggleZoom(tap);
    } else {
      lastTap.current = { at: now, point: tap };
    }
  };
  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) gesture.current.pinch = null;
  };
  const toggleZoom = (client: Point) => {
    if (viewRef.current.scale > MIN_ZOOM) setView(FIT);
    else zoomTo(DOUBLE_TAP_ZOOM, local(client.x, client.y));
  };

  // The keys on the whole document while the viewer is open: a button that was just disabled (the
  // last photo's 'Foto siguiente') drops the focus outside the dialog for a moment.
  const keys = useRef<(event: KeyboardEvent) => void>(() => {});
  keys.current = (event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => go(current - 1),
      ArrowRight: () => go(current + 1),
      '+': () => zoomTo(view.scale * ZOOM_STEP),
      '=': () => zoomTo(view.scale * ZOOM_STEP),
      '-': () => zoomTo(view.scale / ZOOM_STEP),
      '0': () => setView(FIT),
    };
    const action = actions[event.key];
    if (!action || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => keys.current(event);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const label = position(current + 1, total);
  const control = { width: 48, height: 48, color: 'common.white', '&.Mui-disabled': { color: 'grey.700' } } as const;
  const side = {
    ...control,
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    bgcolor: 'rgba(0,0,0,0.45)',
    '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' },
  } as const;
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          'data-testid': testId,
          sx: {
            bgcolor: 'grey.900',
            color: 'common.white',
            backgroundImage: 'none',
            ...(fullScreen ? {} : { width: '100%', maxWidth, height: '90vh' }),
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
          },
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.5, minHeight: 56 }}>
        <Box sx={{ flex: 1, minWidth: 0, pl: 1 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" data-testid="visor-posicion" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          {caption ? (
            <Typography variant="caption" component="p" noWrap sx={{ color: 'grey.400' }}>
              {caption}
            </Typography>
          ) : null}
        </Box>
        <IconButton aria-label={text.zoomOut} onClick={() => zoomTo(view.scale / ZOOM_STEP)} disabled={view.scale <= MIN_ZOOM} sx={control}>
          <ZoomOutIcon />
        </IconButton>
        <IconButton aria-label={text.zoomIn} onClick={() => zoomTo(view.scale * ZOOM_STEP)} disabled={view.scale >= MAX_ZOOM} sx={control}>
          <ZoomInIcon />
        </IconButton>
        <IconButton
          aria-label={text.fit}
          onClick={() => setView(FIT)}
          disabled={view.scale === MIN_ZOOM}
          sx={{ ...control, display: { xs: 'none', sm: 'inline-flex' } }}
        >
          <FitIcon />
        </IconButton>
        <IconButton aria-label={text.close} onClick={onClose} sx={control}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
        <Box
          ref={stage}
          data-testid="visor-escenario"
          data-zoom={view.scale.toFixed(2)}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onDoubleClick={(event) => {
            if (lastPointerType.current === 'mouse') toggleZoom({ x: event.clientX, y: event.clientY });
          }}
          sx={{
            position: 'absolute',
            inset: 0,
            overflow: 'hidden',
            touchAction: 'none',
            userSelect: 'none',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            cursor: view.scale > MIN_ZOOM ? 'grab' : 'zoom-in',
          }}
        >
          {url ? (
            <Box
              component="img"
              src={url}
              alt={label}
              draggable={false}
              data-testid="visor-foto"
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block', transformOrigin: 'center', pointerEvents: 'none' }}
              // inline, not sx: a pinch changes it every frame, which must not make a CSS class each time
              style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
            />
          ) : failed ? (
            <Typography role="alert" sx={{ color: 'grey.400', px: 2 }}>
              {text.failed}
            </Typography>
          ) : (
            <CircularProgress sx={{ color: 'grey.400' }} aria-label={ui.loading} />
          )}
        </Box>
        {/* beside the stage, not in it: the stage captures the pointer, which would take their clicks */}
        {total > 1 ? (
          <>
            <IconButton aria-label={text.previous} onClick={() => go(current - 1)} disabled={current === 0} sx={{ ...side, left: 8 }}>
              <PreviousIcon />
            </IconButton>
            <IconButton aria-label={text.next} onClick={() => go(current + 1)} disabled={current === total - 1} sx={{ ...side, right: 8 }}>
              <NextIcon />
            </IconButton>
          </>
        ) : null}
      </Box>
    </Dialog>
  );
}
