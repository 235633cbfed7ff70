import { type EstadoMiHojaOT, estadosMiHojaOT, neoCapturaEndpoints, type NeoMiHoja } from '@insp/contracts/neo';
import { neoScreens } from '@insp/messages/neo';
import { ScreenCard, SearchField, useRemoteProps } from '@insp/ui/components';
import { endpointKey, keepPreviousData, useEndpointInfiniteQuery, useLiveInvalidation } from '@insp/ui/data';
import { dateTimeMinutes } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';

import { useNeo } from '../../shared/context.ts';
import { Insignia } from '../../shared/Insignia.tsx';
import { NoCompany } from '../../shared/NoCompany.tsx';

const s = neoScreens.captura;
const TODAS = 'todas';
type Filtro = EstadoMiHojaOT | typeof TODAS;

/** The reviewer's sheets (the phone page, 390 px): each opens the capture page. */
export function MisHojasScreen() {
  const { companyId } = useNeo();
  if (!companyId) return <NoCompany />;
  return <MisHojas companyId={companyId} />;
}

/**
 * 'Mis hojas de respuestas' (issue 19 §4): the service pages the list ('Ver más' asks for the next
 * page), already in order: 'Pendientes' first, then 'Firmadas' and 'Finalizadas', each grouped by
 * project and space; this screen writes a heading where the state changes and one where the project
 * or space changes, and one compact row per sheet. Search (debounced) and the state filter ask the
 * service again; the filter shows each state's count under the search.
 */
function MisHojas({ companyId }: { companyId: string }) {
  const { navigate } = useRemoteProps();
  const { links } = useNeo();
  const [q, setQ] = useState('');
  const [filtro, setFiltro] = useState<Filtro>(TODAS);
  const query = { ...(q ? { q } : {}), ...(filtro === TODAS ? {} : { estado: filtro }) };
  const list = useEndpointInfiniteQuery(
    'neo',
    neoCapturaEndpoints.misHojas,
    { params: { companyId }, query },
    { cursorParam: 'page', placeholderData: keepPreviousData },
  );
  const key = endpointKey('neo', neoCapturaEndpoints.misHojas, { companyId });
  useLiveInvalidation('neo', companyId, (change) => (change.entity === 'HojaOT' || change.entity === 'FirmaOT' || change.entity === 'ProyectoOT' ? [key] : []));
  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const first = pages[0];
  const conteo = first?.conteo;
  const total = first?.total ?? 0;
  const todas = conteo ? conteo.pendiente + conteo.firmada + conteo.finalizada : 0;
  const buscando = q !== '' || filtro !== TODAS;

  return (
    <ScreenCard title={s.title} testId="neo-mis-hojas" error={list.error?.message}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <SearchField label={s.buscar} testId="mis-hojas-buscar" onSearch={setQ} />
        <ToggleButtonGroup
          exclusive
          value={filtro}
          onChange={(_e, value: Filtro | null) => value && setFiltro(value)}
          aria-label={s.filtroEstado}
          sx={{ flexWrap: 'wrap' }}
        >
          {[TODAS, ...estadosMiHojaOT].map((value) => (
            <ToggleButton key={value} value={value} data-testid={`mis-hojas-filtro-${value}`} sx={{ minHeight: 44, textTransform: 'none' }}>
              {`${value === TODAS ? s.todas : s.estadosMios[value as EstadoMiHojaOT]}${conteo ? ` (${value === TODAS ? todas : conteo[value as EstadoMiHojaOT]})` : ''}`}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {list.isPending || list.isPlaceholderData ? <LinearProgress /> : null}
        {!list.isPending && items.length === 0 ? <Alert severity="info">{buscando ? s.sinResultados : s.sinHojas}</Alert> : null}
        <List disablePadding data-testid="mis-hojas-lista">
          {items.map((h, i) => {
            const previous = items[i - 1];
            const nuevoEstado = previous?.EstadoMio !== h.EstadoMio;
            const nuevoGrupo = nuevoEstado || previous?.projectId !== h.projectId || previous.espacioId !== h.espacioId;
            return (
              <Fragment key={h.id}>
                {nuevoEstado ? (
                  <Typography variant="h6" component="h2" sx={{ mt: i === 0 ? 0 : 2 }} data-testid={`mis-hojas-estado-${h.EstadoMio}`}>
                    {s.estadosMios[h.EstadoMio]}
                  </Typography>
                ) : null}
                {nuevoGrupo ? (
                  <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mt: 1 }} data-testid="mis-hojas-grupo">
                    {`${h.NombreProyecto} · ${h.NombreEspacio}`}
                  </Typography>
                ) : null}
                <MiHoja hoja={h} onOpen={() => navigate(links.captura(h.projectId, h.checklistId, h.asignadoId, h.id))} />
              </Fragment>
            );
          })}
        </List>
        {items.length > 0 ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
            <Typography variant="caption" color="text.secondary" data-testid="mis-hojas-mostradas">
              {s.mostradas(items.length, total)}
            </Typography>
            {list.hasNextPage ? (
              <Button
                variant="outlined"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
                sx={{ minHeight: 44 }}
                data-testid="mis-hojas-ver-mas"
              >
                {s.verMas}
              </Button>
            ) : null}
          </Box>
        ) : null}
      </Box>
    </ScreenCard>
  );
}

/** One sheet as a compact row (48 px and up): checklist and number, what it reviews, its badge and date. */
function MiHoja({ hoja, onOpen }: { hoja: NeoMiHoja; onOpen: () => void }) {
  const lugar = [hoja.Sector, hoja.Recinto, hoja.Pasillo, hoja.Otro, hoja.Elemento].filter(Boolean).join(' · ');
  return (
    <ListItemButton
      onClick={onOpen}
      data-testid={`responder-${hoja.id}`}
      aria-label={`${s.responder}: ${hoja.NombreChecklist} N° ${hoja.Numero}, ${hoja.NombreEspacio}`}
      sx={{ minHeight: 48, gap: 1, borderBottom: 1, borderColor: 'divider', px: 1 }}
    >
      <Box data-testid={`mi-hoja-${hoja.id}`} sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>{`${hoja.NombreChecklist} · N° ${hoja.Numero}`}</Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {[lugar, dateTimeMinutes(hoja.FechaCreacion)].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <Insignia hoja={hoja} />
    </ListItemButton>
  );
}
