import type { Endpoint, OrdenInforme } from '@insp/contracts';
import { useRemoteProps } from '@insp/ui/components';
import { endpointKey, type GatewayService, useEndpointMutation } from '@insp/ui/data';
import type { ReportRequest } from '@insp/ui/reports';
import { type FechaDialogLabels, inputDate, lazyScreenDialog, type OrdenInformeLabels } from '@insp/ui/screens';
import type { z } from 'zod';

// The listados row's date and report dialogs: hooks over the shared dialogs, which load on first open.

const DateDialog = lazyScreenDialog((d) => d.FechaDialog);
const OrdenInformeDialog = lazyScreenDialog((d) => d.OrdenInformeDialog);

/** A listado as its dialogs need it. */
export interface ListadoRef {
  id: string;
  projectId: string;
  revisionId: string;
  Nombre: string;
  FechaPropuesta?: string | null;
  FechaReal?: string | null;
}

interface ListadoIds {
  companyId: string;
  projectId: string;
  revisionId: string;
  listadoId: string;
}

type FechaWrite = Endpoint<z.ZodType<unknown, ListadoIds>, undefined, z.ZodType<unknown, { Fecha: string }>>;

/** The module's date texts: the two titles, the field, the buttons and the two notes. */
export interface FechaLabels extends Omit<FechaDialogLabels, 'title'> {
  propuesta: string;
  real: string;
  asignada: string;
  editada: string;
}

export interface ListadoFechaDialogProps {
  service: GatewayService;
  companyId: string;
  listado: ListadoRef;
  /** Which date: the proposed or the real one. */
  which: 'propuesta' | 'real';
  endpoints: { fechaPropuesta: FechaWrite; fechaReal: FechaWrite; list: Endpoint };
  labels: FechaLabels;
  onClose: () => void;
}

/**
 * The proposed / real date of a listado (spec 001 §2): 'Agregar' appears only once a date is
 * chosen; 'Fecha asignada correctamente' the first time, 'Fecha editada correctamente' after.
 */
export function ListadoFechaDialog({ service, companyId, listado, which, endpoints, labels, onClose }: ListadoFechaDialogProps) {
  const { notify } = useRemoteProps();
  const current = which === 'propuesta' ? listado.FechaPropuesta : listado.FechaReal;
  const params = { companyId, projectId: listado.projectId, revisionId: listado.revisionId };
  const save = useEndpointMutation(service, which === 'propuesta' ? endpoints.fechaPropuesta : endpoints.fechaReal, {
    invalidates: () => [endpointKey(service, endpoints.list, params)],
    onSuccess: () => {
      notify('success', current ? labels.editada : labels.asignada);
      onClose();
    },
    onError: (error) => notify('error', error.message),
  });
  return (
    <DateDialog
      initial={inputDate(current)}
      labels={{ title: labels[which], fecha: labels.fecha, cancelar: labels.cancelar, agregar: labels.agregar }}
      saving={save.isPending}
      onSave={(Fecha) => save.mutate({ params: { ...params, listadoId: listado.id }, body: { Fecha } })}
      onClose={onClose}
    />
  );
}

/** The module's 'Solicitar informe': its texts and the document it asks for in the chosen order. */
export interface ListadoInforme<L> {
  labels: OrdenInformeLabels;
  request: (listado: L, orden: OrdenInforme) => ReportRequest;
}

/** 'Solicitar informe' (spec 001 §2, §7): the shared 'Ordenar por:' dialog asking for the module's list document. */
export function ListadoInformeDialog<L extends ListadoRef>(props: {
  service: GatewayService;
  companyId: string;
  listado: L;
  informe: ListadoInforme<L>;
  onClose: () => void;
}) {
  const { listado, informe } = props;
  return (
    <OrdenInformeDialog
      service={props.service}
      companyId={props.companyId}
      listado={listado.Nombre}
      labels={informe.labels}
      request={(orden) => informe.request(listado, orden)}
      onClose={props.onClose}
    />
  );
}
