import type { NeoDesviacionFila } from '@insp/contracts/neo';
import { neoScreens } from '@insp/messages/neo';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const c = neoScreens.informes.columnas;
const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The count columns: the column's title, the row's field and whether a phone hides it. */
const COUNTS = [
  ['aprobadas', 'Aprobadas', false],
  ['rechazadas', 'Rechazadas', false],
  ['noAplica', 'NoAplica', true],
  ['pendientes', 'Pendientes', true],
  ['bloqueadas', 'Bloqueadas', true],
  ['total', 'Total', true],
] as const;

type Fila = NeoDesviacionFila & { Categoria?: string; Pregunta?: string };

/** A deviation report's rows and their total (answers per state and Desviacion %), scrolling sideways on a phone. */
export function DesviacionTable({
  rows,
  total,
  porPregunta,
  nombre = c.nombre,
  testId = 'desviacion-table',
}: {
  rows: Fila[];
  total: NeoDesviacionFila | null;
  porPregunta?: boolean;
  nombre?: string;
  testId?: string;
}) {
  const cells = (f: NeoDesviacionFila) => (
    <>
      {COUNTS.map(([key, field, phoneHidden]) => (
        <TableCell key={key} align="right" sx={phoneHidden ? hideOnPhone : undefined}>
          {f[field]}
        </TableCell>
      ))}
      <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="desviacion">
        {`${f.Desviacion}%`}
      </TableCell>
    </>
  );
  return (
    <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }} data-testid={testId}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {porPregunta ? <TableCell sx={{ fontWeight: 600, width: 40 }}>#</TableCell> : null}
            <TableCell sx={{ fontWeight: 600 }}>{porPregunta ? c.pregunta : nombre}</TableCell>
            {COUNTS.map(([key, , phoneHidden]) => (
              <TableCell key={key} align="right" sx={phoneHidden ? { fontWeight: 600, ...hideOnPhone } : { fontWeight: 600 }}>
                {c[key]}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {c.desviacion}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((f, index) => (
            <TableRow key={f.clave} data-testid={`fila-${f.clave}`}>
              {porPregunta ? <TableCell>{index + 1}</TableCell> : null}
              <TableCell>{porPregunta ? `${f.Pregunta ?? f.Nombre}${f.Categoria ? ` (${f.Categoria})` : ''}` : f.Nombre}</TableCell>
              {cells(f)}
            </TableRow>
          ))}
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={porPregunta ? 10 : 9} align="center" data-testid="table-empty">
                {neoScreens.comunes.sinDatos}
              </TableCell>
            </TableRow>
          ) : null}
          {total && rows.length > 0 ? (
            <TableRow data-testid="fila-total" sx={{ '& td': { fontWeight: 600 } }}>
              {porPregunta ? <TableCell /> : null}
              <TableCell>{neoScreens.informes.total}</TableCell>
              {cells(total)}
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
