import type { ParametroName } from '@insp/contracts';

import { type CrudQuery, SimpleCrudCard } from '../../../shared/crud/SimpleCrudCard.tsx';
import type { ConfigContext } from '../CompanyConfigScreen.tsx';
import { useParametroRows, useParametroWrites } from './api.ts';

interface Row {
  id: string;
  Nombre: string;
}

/** A work-order parameter list (Unidades, Pasillos, Sectores, Recintos, Elementos, Otros): plain names. */
export default function ParametersTab({ ctx, parameter, label }: { ctx: ConfigContext; parameter: ParametroName; label: string }) {
  const { companyId } = ctx;
  const writes = useParametroWrites(companyId, parameter);
  const useRows = ({ page, pageSize }: CrudQuery) => useParametroRows(companyId, parameter, page, pageSize);
  return (
    <SimpleCrudCard<Row>
      plain
      title={label}
      testId={`parametros-${parameter}`}
      withEstado={false}
      useRows={useRows}
      create={ctx.readOnly ? undefined : (values) => writes.add(values.Nombre)}
      update={ctx.readOnly ? undefined : (row, values) => writes.rename(row.Nombre, values.Nombre)}
      remove={ctx.readOnly ? undefined : (row) => writes.remove(row.Nombre)}
    />
  );
}
