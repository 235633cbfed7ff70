import type { EncabezadoOT, TipoChecklistOT } from '@insp/contracts/neo';
import { neo, tiposChecklistOT } from '@insp/messages/neo';
import { ScreenCard } from '@insp/ui/components';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { NeoBreadcrumbs } from '../../shared/Breadcrumbs.tsx';

export interface ReportFrameProps {
  title: string;
  testId: string;
  encabezado: EncabezadoOT | undefined;
  projectPath: string;
  /** The type tabs 'Obra Gruesa' / 'Terminaciones' (absent: a report of one type). */
  tipo?: TipoChecklistOT;
  onTipo?: (tipo: TipoChecklistOT) => void;
  error?: string | null;
  actions?: ReactNode;
  children: ReactNode;
}

/** A report screen (spec 002 §2): company and project names as headings ('Empresa' / 'Proyecto' by default), the type tabs. */
export function ReportFrame({ title, testId, encabezado, projectPath, tipo, onTipo, error, actions, children }: ReportFrameProps) {
  const empresa = encabezado?.Empresa || neo.informes.empresa;
  const proyecto = encabezado?.Proyecto || neo.informes.proyecto;
  return (
    <Box>
      <NeoBreadcrumbs crumbs={[{ label: proyecto, path: projectPath }, { label: title }]} />
      <ScreenCard title={title} testId={testId} error={error} actions={actions}>
        <Typography variant="h6" component="h2" data-testid="encabezado-empresa">
          {empresa}
        </Typography>
        <Typography variant="subtitle1" component="h3" color="text.secondary" data-testid="encabezado-proyecto" sx={{ mb: 1 }}>
          {proyecto}
        </Typography>
        {tipo && onTipo ? (
          <Tabs value={tipo} onChange={(_e, value: TipoChecklistOT) => onTipo(value)} sx={{ mb: 2 }} variant="scrollable">
            {tiposChecklistOT.map((value) => (
              <Tab
                key={value}
                value={value}
                label={value === 'Obra Gruesa' ? neo.informes.tabs.obraGruesa : neo.informes.tabs.terminaciones}
                data-testid={`tab-${value}`}
              />
            ))}
          </Tabs>
        ) : null}
        {children}
      </ScreenCard>
    </Box>
  );
}
