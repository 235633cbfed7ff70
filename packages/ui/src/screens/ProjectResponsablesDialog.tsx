import type { Endpoint, ProyectoParams, ProyectoResponsableBody, ProyectoResponsablesBody } from '@insp/contracts';
import { useRemoteProps } from '@insp/ui/components';
import { endpointKey, type GatewayService, useEndpointMutation } from '@insp/ui/data';
import type { z } from 'zod';

import { ResponsableDialog, ResponsablesDialog, type ResponsableUsers } from './ResponsableDialogs.tsx';

type ProjectWrite<Body extends z.ZodType> = Endpoint<typeof ProyectoParams, undefined, Body>;

/** The module's project endpoints the two dialogs use (revision and checklist projects share their shapes). */
export interface ProjectResponsablesEndpoints {
  list: Endpoint;
  get: Endpoint;
  setResponsable: ProjectWrite<typeof ProyectoResponsableBody>;
  setResponsables: ProjectWrite<typeof ProyectoResponsablesBody>;
}

/** The module's texts, its @insp/messages objects as they are (e.g. revisiones.proyectos and revisionesScreens). */
export interface ProjectResponsablesLabels {
  proyectos: { dialogs: { elegirResponsable: string; asignarResponsables: string }; success: { actualizado: string } };
  pantalla: { proyectos: { sinUsuarios: string; asignarAyuda: string }; comunes: { cancelar: string; guardar: string } };
}

export interface ProjectResponsablesDialogProps {
  /** 'responsable': 'Elige al responsable'; 'responsables': 'Asignar responsables' (Encargados). */
  kind: 'responsable' | 'responsables';
  service: GatewayService;
  endpoints: ProjectResponsablesEndpoints;
  companyId: string;
  project: { id: string; Responsable: { id: string } | null; Responsables: readonly string[] };
  /** The company's users with the module (the module's users hook). */
  usuarios: ResponsableUsers;
  labels: ProjectResponsablesLabels;
  onClose: () => void;
}

/**
 * A project's responsible or its responsibles (spec 001 §2, §5): the write, the lists it changes
 * (the projects table and the project) and the notes; only users with the module are offered.
 */
export function ProjectResponsablesDialog({ kind, service, endpoints, companyId, project, usuarios, labels, onClose }: ProjectResponsablesDialogProps) {
  const { notify } = useRemoteProps();
  const params = { companyId, projectId: project.id };
  const write = {
    invalidates: () => [endpointKey(service, endpoints.list, { companyId }), endpointKey(service, endpoints.get, params)],
    onSuccess: () => {
      notify('success', labels.proyectos.success.actualizado);
      onClose();
    },
    onError: (error: Error) => notify('error', error.message),
  };
  const one = useEndpointMutation(service, endpoints.setResponsable, write);
  const many = useEndpointMutation(service, endpoints.setResponsables, write);
  const { dialogs } = labels.proyectos;
  const { proyectos: s, comunes: c } = labels.pantalla;
  return kind === 'responsable' ? (
    <ResponsableDialog
      usuarios={usuarios}
      labels={{ title: dialogs.elegirResponsable, help: s.sinUsuarios, cancelar: c.cancelar, guardar: c.guardar }}
      initial={project.Responsable?.id ?? ''}
      saving={one.isPending}
      onSave={(userId) => one.mutate({ params, body: { userId } })}
      onClose={onClose}
    />
  ) : (
    <ResponsablesDialog
      usuarios={usuarios}
      labels={{ title: dialogs.asignarResponsables, help: s.asignarAyuda, cancelar: c.cancelar, guardar: c.guardar }}
      initial={project.Responsables}
      saving={many.isPending}
      onSave={(Responsables) => many.mutate({ params, body: { Responsables } })}
      onClose={onClose}
    />
  );
}
