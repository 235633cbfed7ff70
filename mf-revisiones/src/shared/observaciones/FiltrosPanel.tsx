import type { CatalogosObservacion } from '@insp/contracts';
import { type ObservationStatus, observationStatusOptions } from '@insp/domain';
import { observacionesScreens } from '@insp/messages/revisiones';
import { CatalogSelect, DateRangeFields, nameOptions } from '@insp/ui/screens/fields';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { type ReactNode, useState } from 'react';

import { errorTipoOptions } from './catalogos.ts';
import { type Filtros, filtrosQuery, rangoFechas } from './filters.ts';
import { ExpandMoreIcon, FilterIcon } from './icons.tsx';

const text = observacionesScreens.filtros;

/** The filters picked by name from a catalogue: the Filtros key, its catalogue and its empty choice. */
const NAME_FILTERS = [
  ['prioridad', 'prioridades', 'todas'],
  ['sector', 'sectores', 'todos'],
  ['recinto', 'recintos', 'todos'],
] as const;

export interface FiltrosPanelProps {
  value: Filtros;
  onChange: (next: Filtros) => void;
  catalogos: CatalogosObservacion | undefined;
  /** Pickers placed before the catalogue filters (the summary's Revisión and Listado). */
  extra?: ReactNode;
  /** Filters set outside `value` (the pickers), counted in the badge. */
  extraCount?: number;
  onClear: () => void;
}

/** The collapsible 'Filtros' panel (spec 001 §2) of the observations screen and the project summary. */
export function FiltrosPanel({ value, onChange, catalogos, extra, extraCount = 0, onClear }: FiltrosPanelProps) {
  const [open, setOpen] = useState(false);
  const set = (patch: Partial<Filtros>) => onChange({ ...value, ...patch });
  const active = Object.keys(filtrosQuery(value)).filter((k) => k !== 'hasta').length + extraCount;
  const rango = rangoFechas(value);
  const rangoError = 'error' in rango ? rango.error : null;

  return (
    <Box sx={{ mb: 2 }}>
      <Button
        onClick={() => setOpen((o) => !o)}
        startIcon={
          <Badge color="primary" badgeContent={active} invisible={active === 0}>
            <FilterIcon />
          </Badge>
        }
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
        aria-expanded={open}
        data-testid="filtros-toggle"
      >
        {text.title}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box
          data-testid="filtros-panel"
          sx={{ display: 'grid', gap: 1, pt: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
        >
          {extra}
          <CatalogSelect
            id="filtro-estado"
            label={text.estado}
            value={value.estado}
            options={observationStatusOptions}
            emptyLabel={text.todos}
            onChange={(estado) => set({ estado: estado as ObservationStatus | '' })}
          />
          {NAME_FILTERS.map(([key, list, emptyLabel]) => (
            <CatalogSelect
              key={key}
              id={`filtro-${key}`}
              label={text[key]}
              value={value[key]}
              options={nameOptions(catalogos?.[list] ?? [], value[key])}
              emptyLabel={text[emptyLabel]}
              onChange={(chosen) => set({ [key]: chosen })}
            />
          ))}
          <CatalogSelect
            id="filtro-subcontrato"
            label={text.subcontrato}
            value={value.subcontrato}
            options={nameOptions(catalogos?.subcontratos ?? [], value.subcontrato)}
            emptyLabel={text.todos}
            // §5: the error type belongs to the subcontract, so a new one clears it
            onChange={(subcontrato) => set({ subcontrato, errorTipo: '' })}
          />
          <CatalogSelect
            id="filtro-error-tipo"
            label={text.errorTipo}
            value={value.errorTipo}
            options={errorTipoOptions(catalogos, value.subcontrato, value.errorTipo)}
            emptyLabel={text.todos}
            onChange={(errorTipo) => set({ errorTipo })}
          />
          <DateRangeFields labels={text} desde={value.desde} hasta={value.hasta} onChange={set} error={rangoError} />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button size="small" onClick={onClear} disabled={active === 0 && !value.desde && !value.hasta}>
            {text.limpiar}
          </Button>
        </Box>
      </Collapse>
    </Box>
  );
}
