import type { PortalVista } from '@insp/contracts/portal';
import { portal, portalPantallas } from '@insp/messages/portal';
import { PublicImageSource } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';

import { fecha, ItemCard } from './ItemCard.tsx';
import { fetchVista, fotoHref, isLinkGone, type PortalError } from './portal-api.ts';
import { portalTarget } from './target.ts';

const t = portalPantallas.pagina;

type State = { status: 'cargando' } | { status: 'gone'; message: string } | { status: 'error'; message: string } | { status: 'listo'; vista: PortalVista };

/** A page that only says why the link does not open (the service's Spanish answer), never data. */
function Closed({ message, retry }: { message: string; retry?: () => void }) {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }} data-testid="portal-cerrado">
      <Alert severity={retry ? 'error' : 'warning'} sx={{ textAlign: 'left' }}>
        {message}
      </Alert>
      {retry ? (
        <Button onClick={retry} sx={{ mt: 2, minHeight: 48 }}>
          {t.reintentar}
        </Button>
      ) : null}
    </Box>
  );
}

/**
 * The contractor portal (issue 20 §2): `/portal/<module>/<token>`, opened without an account on the
 * subcontractor's phone (390 px first). The company, project and subcontract of the link, how long it
 * opens, and the subcontract's open items as cards; each item's fix is reported from its card. A link
 * expired, revoked or unknown shows the service's Spanish answer and nothing else. Its own chunk: the
 * console's sign-in page and first screen do not download it.
 */
export default function PortalPage({ path }: { path: string }) {
  const target = useMemo(() => portalTarget(path), [path]);
  const [state, setState] = useState<State>(target ? { status: 'cargando' } : { status: 'gone', message: portal.enlaceInvalido });
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(() => {
    if (!target) return;
    setState({ status: 'cargando' });
    fetchVista(target.modulo, target.token).then(
      (vista) => setState({ status: 'listo', vista }),
      (error: unknown) =>
        setState(
          isLinkGone(error) ? { status: 'gone', message: error.message } : { status: 'error', message: error instanceof Error ? error.message : t.errorCarga },
        ),
    );
  }, [target]);
  useEffect(load, [load]);
  useEffect(() => {
    document.title = t.titulo;
  }, []);

  const imageSource = useMemo(() => (target ? (fileId: string, size: 'thumb' | 'web') => fotoHref(target.modulo, target.token, fileId, size) : null), [target]);
  const linkGone = useCallback((error: PortalError) => setState({ status: 'gone', message: error.message }), []);

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }} data-testid="portal-page">
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1.5 }}>
        <Typography variant="h6" component="h1">
          {t.titulo}
        </Typography>
      </Box>
      <Container maxWidth="sm" sx={{ px: 1.5, py: 2 }}>
        {state.status === 'cargando' ? (
          <Stack sx={{ py: 6, alignItems: 'center' }} spacing={1}>
            <CircularProgress aria-label={t.cargando} />
          </Stack>
        ) : state.status === 'gone' ? (
          <Closed message={state.message} />
        ) : state.status === 'error' ? (
          <Closed message={state.message} retry={load} />
        ) : (
          <PublicImageSource.Provider value={imageSource}>
            <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }}>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}>
                {(
                  [
                    [t.empresa, state.vista.empresa],
                    [t.proyecto, state.vista.proyecto],
                    [t.subcontrato, state.vista.subcontrato],
                  ] as const
                ).map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 500 }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t.vigenteHasta(fecha(state.vista.expiresAt))}
              </Typography>
            </Paper>
            {notice ? (
              <Alert severity="success" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
                {notice}
              </Alert>
            ) : null}
            <Typography variant="subtitle1" component="p" sx={{ mb: 1 }}>
              {t.itemsAbiertos(state.vista.items.length)}
            </Typography>
            {state.vista.items.length === 0 ? (
              <Typography color="text.secondary">{t.sinItems}</Typography>
            ) : (
              <Stack spacing={2}>
                {state.vista.items.map((item) => (
                  <ItemCard
                    key={item.id}
                    item={item}
                    modulo={state.vista.modulo}
                    token={target?.token ?? ''}
                    limiteFotos={state.vista.LimiteFotos}
                    onLinkGone={linkGone}
                    onDone={(updated, message) => {
                      setNotice(message);
                      setState((current) =>
                        current.status === 'listo'
                          ? { status: 'listo', vista: { ...current.vista, items: current.vista.items.map((i) => (i.id === updated.id ? updated : i)) } }
                          : current,
                      );
                    }}
                  />
                ))}
              </Stack>
            )}
          </PublicImageSource.Provider>
        )}
      </Container>
    </Box>
  );
}
