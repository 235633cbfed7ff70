import type { ParametroName } from '@insp/contracts';
import { useRemoteProps } from '@insp/ui/components';
import { SimpleCrudCard } from '@insp/ui/crud';

import { addParametro, fetchParametros, removeParametro, renameParametro } from '../api.ts';
import type { ConfigContext } from '../CompanyConfigScreen.tsx';

interface Row {
  id: string;
  Nombre: string;
}

/** A work-order parameter list (Unidades, Pasillos, Sectores, Recintos, Elementos, Otros): plain names. */
export default function ParametersTab({ ctx, parameter, label }: { ctx: ConfigContext; parameter: ParametroName; label: string }) {
  const { api } = useRemoteProps();
  const { companyId } = ctx;
  return (
    <SimpleCrudCard<Row>
      plain
      title={label}
      testId={`parametros-${parameter}`}
      listKey={`${companyId}:${parameter}`}
      withEstado={false}
      load={async (page, pageSize) => {
        const answer = await fetchParametros(api, companyId, parameter, page, pageSize);
        return { ...answer, items: answer.items.map((name) => ({ id: name, Nombre: name })) };
      }}
      create={ctx.readOnly ? undefined : (values) => addParametro(api, companyId, parameter, values.Nombre)}
      update={ctx.readOnly ? undefined : (row, values) => renameParametro(api, companyId, parameter, row.Nombre, values.Nombre)}
      remove={ctx.readOnly ? undefined : (row) => removeParametro(api, companyId, parameter, row.Nombre)}
    />
  );
}
