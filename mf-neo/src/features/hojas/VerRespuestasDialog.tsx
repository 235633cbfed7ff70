import { neoAsignacionesEndpoints, type NeoHojaDetail, type NeoHojaParams, neoHojasEndpoints, type NeoRespuesta } from '@insp/contracts/neo';
import { ui } from '@insp/messages';
import { etiquetasEstadoOT, neoScreens } from '@insp/messages/neo';
import { ConfirmDialog, useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { dateTimeMinutes, PhotoViewerDialog, useFullScreenDialog } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { Insignia } from '../../shared/Insignia.tsx';
import { RevisorChip } from '../../shared/RevisorChip.tsx';
import { StoredImage } from '../../shared/StoredImage.tsx';

const s = neoScreens.hojas;
type Vista = 'categoria' | 'pregunta' | 'revisor';

interface Pregunta {
  categoria: number;
  pregunta: number;
  Categoria: string;
  Pregunta: string;
}

const preguntasDe = (hoja: NeoHojaDetail): Pregunta[] =>
  hoja.Preguntas.flatMap((c, ci) => c.Preguntas.map((p, pi) => ({ categoria: ci, pregunta: pi, Categoria: c.Categoria, Pregunta: p })));

/** Opens the full-size viewer at a photo (its file id). */
type AbrirFoto = (fileId: string) => void;

function Respuesta({ companyId, respuesta, onFoto }: { companyId: string; respuesta: NeoRespuesta | undefined; onFoto: AbrirFoto }) {
  if (!respuesta) {
    return (
      <Typography variant="body2" color="text.secondary">
        {s.sinRespuesta}
      </Typography>
    );
  }
  return (
    <Box data-testid={`respuesta-${respuesta.id}`} data-estado={respuesta.Estado}>
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, color: respuesta.Estado === 'Rechazado' ? 'error.main' : respuesta.Estado === 'Aprobado' ? 'success.main' : 'text.primary' }}
      >
        {etiquetasEstadoOT[respuesta.Estado]}
      </Typography>
      {respuesta.Comentario ? <Typography variant="body2">{respuesta.Comentario}</Typography> : null}
      <Typography variant="caption" color="text.secondary">
        {dateTimeMinutes(respuesta.Fecha)}
      </Typography>
      {respuesta.Foto ? (
        <StoredImage
          companyId={companyId}
          fileId={respuesta.Foto}
          alt={s.foto}
          height={72}
          testId={`foto-${respuesta.id}`}
          onOpen={() => onFoto(respuesta.Foto ?? '')}
        />
      ) : null}
    </Box>
  );
}

/** One question's answers: a line per reviewer with the two slots. */
function RespuestasDePregunta({
  companyId,
  hoja,
  p,
  soloRevisor,
  onFoto,
}: {
  companyId: string;
  hoja: NeoHojaDetail;
  p: Pregunta;
  soloRevisor?: string;
  onFoto: AbrirFoto;
}) {
  const revisores = hoja.Revisores.filter((r) => !soloRevisor || r.id === soloRevisor);
  return (
    <Box sx={{ mb: 1.5 }}>
      {revisores.map((r) => {
        const de = hoja.Respuestas.filter((a) => a.revisorId === r.id && a.categoria === p.categoria && a.pregunta === p.pregunta);
        return (
          <Box key={r.id} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: soloRevisor ? '1fr 1fr' : '160px 1fr 1fr' }, py: 0.5 }}>
            {soloRevisor ? null : <Typography variant="body2">{r.NombreRevisor}</Typography>}
            {([1, 2] as const).map((slot) => (
              <Box key={slot}>
                <Typography variant="caption" color="text.secondary">
                  {s.slot(slot)}
                </Typography>
                <Respuesta companyId={companyId} respuesta={de.find((a) => a.slot === slot)} onFoto={onFoto} />
              </Box>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * The sheet's photos in reading order (category, question, reviewer, slot): the viewer moves among
 * them from whichever was opened.
 */
const fotosDe = (hoja: NeoHojaDetail): string[] => {
  const revisor = new Map(hoja.Revisores.map((r, i) => [r.id, i]));
  const fotos = hoja.Respuestas.filter((a) => a.Foto)
    .toSorted(
      (a, b) => a.categoria - b.categoria || a.pregunta - b.pregunta || (revisor.get(a.revisorId) ?? 0) - (revisor.get(b.revisorId) ?? 0) || a.slot - b.slot,
    )
    .map((a) => a.Foto ?? '');
  return [...new Set(fotos)];
};

/** Finished, or signed by some reviewer: answers, photos and those signatures no longer change (issue 16 §3). */
const hojaCerrada = (hoja: Pick<NeoHojaDetail, 'FechaRevisionFinal' | 'Revisores'>): boolean =>
  hoja.FechaRevisionFinal !== null || hoja.Revisores.some((r) => r.Firmado);

interface VerRespuestasProps {
  companyId: string;
  params: NeoHojaParams;
  /** A director (or the platform Administrador) of a project not deleted: 'Reabrir hoja'. */
  puedeReabrir: boolean;
  onClose: () => void;
}

/**
 * 'Ver respuestas' (spec 002 §2): the answers of a sheet per category, per question and per reviewer,
 * with the signatures. Live: answers, signatures, a finish or a reopening made elsewhere show at
 * once. A closed sheet says so; a director reopens it ('Reabrir hoja', which clears the signatures).
 */
export default function VerRespuestasDialog({ companyId, params, puedeReabrir, onClose }: VerRespuestasProps) {
  const { notify } = useRemoteProps();
  const fullScreen = useFullScreenDialog();
  const [vista, setVista] = useState<Vista>('categoria');
  const [confirmar, setConfirmar] = useState(false);
  const [visor, setVisor] = useState<{ fileIds: string[]; index: number; firmas: boolean } | null>(null);
  const detail = useEndpointQuery('neo', neoHojasEndpoints.get, { params });
  const key = endpointKey('neo', neoHojasEndpoints.get, params);
  useLiveInvalidation('neo', companyId, (change) => (change.parents.hojaId === params.hojaId || change.entityId === params.hojaId ? [key] : []));
  const asignado = { companyId: params.companyId, projectId: params.projectId, checklistId: params.checklistId, asignadoId: params.asignadoId };
  const reabrir = useEndpointMutation('neo', neoHojasEndpoints.reabrir, {
    invalidates: () => [key, endpointKey('neo', neoHojasEndpoints.list, asignado), endpointKey('neo', neoAsignacionesEndpoints.get, asignado)],
    onSuccess: (result) => notify('success', result.message),
    onError: (error) => {
      notify('error', error.message);
      void detail.refetch();
    },
  });
  const hoja = detail.data;
  const preguntas = hoja ? preguntasDe(hoja) : [];
  const cerrada = hoja ? hojaCerrada(hoja) : false;
  const abrirFoto: AbrirFoto = (fileId) => {
    const fotos = hoja ? fotosDe(hoja) : [fileId];
    setVisor({ fileIds: fotos, index: Math.max(0, fotos.indexOf(fileId)), firmas: false });
  };
  const imagen = (fileId: string, alt: string, height: number) => ({ companyId, fileId, alt, height });
  const abrirFirma = (fileId: string) => {
    const firmas = hoja ? hoja.Revisores.flatMap((r) => hoja.Firmas.filter((f) => f.revisorId === r.id).map((f) => f.fileId)) : [fileId];
    setVisor({ fileIds: firmas, index: Math.max(0, firmas.indexOf(fileId)), firmas: true });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} data-testid="ver-respuestas-dialog">
      <DialogTitle>{hoja ? s.verTitulo(hoja.Numero) : s.menu.ver}</DialogTitle>
      <DialogContent>
        {detail.isPending ? <LinearProgress /> : null}
        {detail.error ? <Alert severity="error">{detail.error.message}</Alert> : null}
        {hoja ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
              <Insignia hoja={hoja} />
              {hoja.FechaRevisionFinal ? (
                <Typography variant="caption" color="text.secondary" data-testid="ver-fecha-final">
                  {`${s.columnas.fechaFinal}: ${dateTimeMinutes(hoja.FechaRevisionFinal)}`}
                </Typography>
              ) : null}
            </Box>
            {cerrada ? (
              <Alert severity="info" sx={{ mb: 1 }} data-testid="ver-hoja-cerrada">
                {s.cerrada}
              </Alert>
            ) : null}
            <Tabs value={vista} onChange={(_e, value: Vista) => setVista(value)} variant="scrollable" sx={{ mb: 1 }}>
              {(['categoria', 'pregunta', 'revisor'] as const).map((v) => (
                <Tab key={v} value={v} label={s.vistas[v]} data-testid={`vista-${v}`} />
              ))}
            </Tabs>
            {vista === 'categoria'
              ? hoja.Preguntas.map((c, ci) => (
                  <Box key={`${ci}-${c.Categoria}`} data-testid={`categoria-${ci}`}>
                    <Typography variant="subtitle1" sx={{ mt: 1 }}>
                      {c.Categoria}
                    </Typography>
                    {preguntas
                      .filter((p) => p.categoria === ci)
                      .map((p) => (
                        <Box key={p.pregunta}>
                          <Typography variant="subtitle2">{p.Pregunta}</Typography>
                          <RespuestasDePregunta companyId={companyId} hoja={hoja} p={p} onFoto={abrirFoto} />
                        </Box>
                      ))}
                  </Box>
                ))
              : null}
            {vista === 'pregunta'
              ? preguntas.map((p, index) => (
                  <Box key={`${p.categoria}-${p.pregunta}`} data-testid={`pregunta-${index + 1}`}>
                    <Typography variant="subtitle2">{`${index + 1}. ${p.Pregunta}`}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {p.Categoria}
                    </Typography>
                    <RespuestasDePregunta companyId={companyId} hoja={hoja} p={p} onFoto={abrirFoto} />
                  </Box>
                ))
              : null}
            {vista === 'revisor'
              ? hoja.Revisores.map((r) => {
                  const firma = hoja.Firmas.find((f) => f.revisorId === r.id);
                  return (
                    <Box key={r.id} sx={{ mb: 2 }} data-testid={`por-revisor-${r.id}`}>
                      <RevisorChip hojaId={hoja.id} revisor={r} />
                      <Box sx={{ my: 1 }}>
                        {firma ? (
                          <>
                            <Typography variant="caption" color="text.secondary" component="div">
                              {`${firma.Firmante} · ${s.firmado(dateTimeMinutes(firma.Fecha))}`}
                            </Typography>
                            <StoredImage {...imagen(firma.fileId, firma.Firmante, 80)} testId={`firma-${r.id}`} onOpen={() => abrirFirma(firma.fileId)} />
                          </>
                        ) : (
                          <Typography variant="caption" color="text.secondary">
                            {r.Bloqueado ? s.bloqueado : s.sinFirma}
                          </Typography>
                        )}
                      </Box>
                      {preguntas.map((p) => (
                        <Box key={`${p.categoria}-${p.pregunta}`}>
                          <Typography variant="body2" sx={{ fontWeight: 500 }}>
                            {p.Pregunta}
                          </Typography>
                          <RespuestasDePregunta companyId={companyId} hoja={hoja} p={p} soloRevisor={r.id} onFoto={abrirFoto} />
                        </Box>
                      ))}
                    </Box>
                  );
                })
              : null}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        {puedeReabrir && hoja && cerrada ? (
          <Button color="warning" disabled={reabrir.isPending} onClick={() => setConfirmar(true)} data-testid="reabrir-hoja">
            {s.menu.reabrir}
          </Button>
        ) : null}
        <Button onClick={onClose}>{neoScreens.comunes.cerrar}</Button>
      </DialogActions>
      {visor ? (
        <PhotoViewerDialog
          service="neo"
          companyId={companyId}
          fileIds={visor.fileIds}
          index={visor.index}
          caption={hoja ? s.verTitulo(hoja.Numero) : undefined}
          position={visor.firmas ? ui.photoViewer.signaturePosition : undefined}
          onClose={() => setVisor(null)}
        />
      ) : null}
      <ConfirmDialog
        open={confirmar}
        title={s.reabrirTitulo(hoja?.Numero ?? 0)}
        onClose={() => setConfirmar(false)}
        onConfirm={() => reabrir.mutate({ params })}
      >
        {s.reabrirAviso}
      </ConfirmDialog>
    </Dialog>
  );
}
