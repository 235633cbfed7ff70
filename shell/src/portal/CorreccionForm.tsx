import { PortalCorreccionBody, type PortalItem, type PortalModulo } from '@insp/contracts/portal';
import { portalPantallas } from '@insp/messages/portal';
import { reducePhoto } from '@insp/ui/offline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';

import { informarCorreccion, isLinkGone, type PortalError, uploadFoto } from './portal-api.ts';

const t = portalPantallas.pagina;

interface Foto {
  key: string;
  preview: string;
  blob: Blob;
}

export interface CorreccionFormProps {
  modulo: PortalModulo;
  token: string;
  item: PortalItem;
  /** Photos a fix may carry (the company's limit). */
  limiteFotos: number;
  onDone: (item: PortalItem, message: string) => void;
  /** The link stopped opening (404 / 410): the page shows the service's message instead of the items. */
  onLinkGone: (error: PortalError) => void;
  onCancel: () => void;
}

/**
 * 'Informar corrección' of one item: what was done and up to the company's photo limit, each photo
 * reduced on the phone before it leaves (reducePhoto), uploaded one by one with its progress, then the
 * fix sent with the photos' ids. The service's Spanish refusal shows above the buttons.
 */
export function CorreccionForm({ modulo, token, item, limiteFotos, onDone, onLinkGone, onCancel }: CorreccionFormProps) {
  const [comentario, setComentario] = useState('');
  const [fotos, setFotos] = useState<Foto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [comentarioError, setComentarioError] = useState<string | null>(null);
  const [progreso, setProgreso] = useState<{ n: number; total: number; pct: number } | null>(null);
  const [sending, setSending] = useState(false);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, Math.max(0, limiteFotos - fotos.length));
    event.target.value = '';
    for (const file of files) {
      const blob = await reducePhoto(file).catch(() => file);
      const preview = URL.createObjectURL(blob);
      previews.current.add(preview);
      setFotos((current) => (current.length >= limiteFotos ? current : [...current, { key: `${Date.now()}-${Math.random()}`, preview, blob }]));
    }
  };

  const remove = (foto: Foto) => {
    URL.revokeObjectURL(foto.preview);
    previews.current.delete(foto.preview);
    setFotos((current) => current.filter((f) => f.key !== foto.key));
  };

  const submit = async () => {
    setError(null);
    const parsed = PortalCorreccionBody.safeParse({ comentario, fotos: [] });
    if (!parsed.success) {
      setComentarioError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setComentarioError(null);
    setSending(true);
    try {
      const ids: string[] = [];
      for (const [i, foto] of fotos.entries()) {
        setProgreso({ n: i + 1, total: fotos.length, pct: 0 });
        ids.push(await uploadFoto(modulo, token, foto.blob, (fraction) => setProgreso({ n: i + 1, total: fotos.length, pct: Math.round(fraction * 100) })));
      }
      setProgreso(null);
      const answer = await informarCorreccion(modulo, token, item.id, { comentario: parsed.data.comentario, fotos: ids });
      onDone(answer.item, answer.message);
    } catch (failure) {
      setProgreso(null);
      setSending(false);
      // a link gone (expired, revoked, unknown) replaces the page; an item gone from the link keeps it
      if (isLinkGone(failure)) return onLinkGone(failure);
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), void submit())} data-testid="portal-correccion-form" sx={{ mt: 1 }}>
      <TextField
        label={t.descripcion}
        value={comentario}
        onChange={(event) => setComentario(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        required
        error={comentarioError !== null}
        helperText={comentarioError ?? ' '}
        disabled={sending}
      />
      {limiteFotos > 0 ? (
        <>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {fotos.map((foto, i) => (
              <Box key={foto.key} sx={{ position: 'relative' }}>
                <Box component="img" src={foto.preview} alt="" sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
                <IconButton
                  size="small"
                  aria-label={t.quitarFoto(i + 1)}
                  onClick={() => remove(foto)}
                  disabled={sending}
                  sx={{ position: 'absolute', top: -8, right: -8, bgcolor: 'background.paper' }}
                >
                  ×
                </IconButton>
              </Box>
            ))}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
            <Button component="label" variant="outlined" disabled={sending || fotos.length >= limiteFotos} sx={{ minHeight: 48 }}>
              {t.agregarFotos}
              <input hidden type="file" accept="image/*" multiple onChange={(event) => void add(event)} data-testid="portal-fotos-input" />
            </Button>
            <Typography variant="body2" color="text.secondary">
              {t.fotosDe(fotos.length, limiteFotos)}
            </Typography>
          </Stack>
        </>
      ) : null}
      {progreso ? (
        <Box sx={{ mt: 1 }} data-testid="portal-foto-progreso">
          <LinearProgress variant="determinate" value={progreso.pct} />
          <Typography variant="caption">{t.subiendo(progreso.n, progreso.total, progreso.pct)}</Typography>
        </Box>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={sending} sx={{ minHeight: 48 }}>
          {t.cancelar}
        </Button>
        <Button type="submit" variant="contained" disabled={sending} sx={{ minHeight: 48 }}>
          {t.enviar}
        </Button>
      </Stack>
    </Box>
  );
}
