import { neoScreens } from '@insp/messages/neo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type PointerEvent, useRef, useState } from 'react';

const s = neoScreens.captura;
const WIDTH = 340;
const HEIGHT = 180;

export interface SignaturePadProps {
  disabled?: boolean;
  sending?: boolean;
  /** The drawing as a PNG data URL. */
  onSign: (dataUrl: string) => void;
}

/**
 * A signature drawn with a finger or the mouse (pointer events, so touch, pen and mouse alike) on a
 * canvas; 'Enviar firma' hands it over as a PNG data URL. `touch-action: none` keeps the page from
 * scrolling while a finger draws.
 */
export function SignaturePad({ disabled, sending, onSign }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const drawing = useRef(false);
  const [inked, setInked] = useState(false);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const target = event.currentTarget;
    const rect = target.getBoundingClientRect();
    const scaleX = rect.width > 0 ? target.width / rect.width : 1;
    const scaleY = rect.height > 0 ? target.height / rect.height : 1;
    return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY };
  };
  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    const context = event.currentTarget.getContext('2d');
    drawing.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (!context) return;
    const { x, y } = point(event);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#111';
    context.beginPath();
    context.moveTo(x, y);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    if (context) {
      const { x, y } = point(event);
      context.lineTo(x, y);
      context.stroke();
    }
    setInked(true);
  };
  const up = () => {
    drawing.current = false;
  };
  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    setInked(false);
  };

  return (
    <Box data-testid="firma">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {s.firmaAyuda}
      </Typography>
      <Box
        component="canvas"
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        data-testid="firma-canvas"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onPointerLeave={up}
        sx={{
          width: '100%',
          maxWidth: WIDTH,
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          touchAction: 'none',
          display: 'block',
        }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button onClick={clear} disabled={disabled || !inked}>
          {s.limpiar}
        </Button>
        <Button
          variant="contained"
          disabled={disabled || !inked || sending}
          onClick={() => {
            const element = canvas.current;
            if (element) onSign(element.toDataURL('image/png'));
          }}
          data-testid="enviar-firma"
        >
          {s.enviarFirma}
        </Button>
      </Stack>
    </Box>
  );
}
