import type { ChangeEvent as CompanyChange, Endpoint } from '@insp/contracts';
import { common } from '@insp/messages';
import { useRemoteProps, useRouteCompanyId } from '@insp/ui/components';
import { endpointKey, type GatewayService, keepPreviousData, useEndpointMutation, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { dateTime, type NombreResponsableDialogProps, type PagedColumn, useAudience, usePaging } from '@insp/ui/screens';
import { type RevisionRow, RevisionsCard, type RevisionsCardLabels } from '@insp/ui/screens/revisions';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { lazy, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { z } from 'zod';

import type { ItemDialogProps, ResponsableChoice } from './ItemDialog.tsx';
import { PortalShareButton } from './PortalShareButton.tsx';

const ItemDialog = lazy(() => import('./ItemDialog.tsx').then((m) => ({ default: m.ItemDialog<ProjectIds, RevisionIds> })));

interface ProjectIds {
  companyId: string;
  projectId: string;
}
interface RevisionIds extends ProjectIds {
  revisionId: string;
}

/** A revision row of a review module (its responsible's id included, for the edit dialog). */
export type ReviewRevision = RevisionRow & { Responsable: { id: string; NombreCompleto: string; Cargo: string } | null };

/** The module's endpoints the screen calls (revision and checklist revisions share their shapes). */
export interface RevisionsEndpoints<R extends ReviewRevision> {
  proyecto: Endpoint<z.ZodType<unknown, ProjectIds>, z.ZodType | undefined, undefined, z.ZodType<{ NombreProyecto: string }>>;
  /** The projects list, refreshed after a write (its Carpetas count the revisions). */
  proyectos: Endpoint;
  list: Endpoint<
    z.ZodType<unknown, ProjectIds>,
    z.ZodType<unknown, { page?: unknown; pageSize?: unknown }>,
    undefined,
    z.ZodType<{ items: R[]; total: number }>
  >;
  get: Endpoint;
  remove: Endpoint<z.ZodType<unknown, RevisionIds>, undefined, undefined>;
  create: ItemDialogProps<ProjectIds, RevisionIds>['endpoints']['create'];
  update: ItemDialogProps<ProjectIds, RevisionIds>['endpoints']['update'];
}

export interface ReviewRevisionsScreenProps<R extends ReviewRevision> {
  service: GatewayService;
  endpoints: RevisionsEndpoints<R>;
  labels: RevisionsCardLabels & {
    revisiones: { success: { eliminada: string } };
    /** No project in the path. */
    noSeleccionado: string;
    /** The create / edit dialog's texts. */
    dialog: NombreResponsableDialogProps['labels'];
  };
  /** The revision body's schema (the dialog says what is missing). */
  schema: z.ZodType;
  responsable: ResponsableChoice;
  /** The remote's testid of its screens (module-screen-<remote>). */
  testId: string;
  /** §9: the first page size. */
  pageSize: number;
  extraColumns?: PagedColumn<R>[];
  /** A live change of the project's that refreshes the list (besides the project itself). */
  live: (change: CompanyChange) => boolean;
  breadcrumbs: (ids: ProjectIds) => ReactNode;
  /** The module's links hook (called once per render). */
  useLinks: (companyId: string) => {
    estadisticas: (projectId: string, revisionId: string) => string;
    listados: (projectId: string, revisionId: string) => string;
  };
}

/** The revisions of a project (spec 001 §2 Revisions table) in both review modules; the module passes its parts. */
export function ReviewRevisionsScreen<R extends ReviewRevision>(props: ReviewRevisionsScreenProps<R>) {
  const companyId = useRouteCompanyId();
  const { projectId } = useParams();
  if (!companyId) return <Alert severity="error">{common.noCompanySelected}</Alert>;
  if (!projectId) return <Alert severity="error">{props.labels.noSeleccionado}</Alert>;
  return <Revisions {...props} companyId={companyId} projectId={projectId} />;
}

function Revisions<R extends ReviewRevision>({ service, endpoints, labels, companyId, projectId, ...props }: ReviewRevisionsScreenProps<R> & ProjectIds) {
  const { navigate, notify } = useRemoteProps();
  const { manager, companyUser } = useAudience();
  const links = props.useLinks(companyId);
  const paging = usePaging(props.pageSize);
  const params = { companyId, projectId };

  const project = useEndpointQuery(service, endpoints.proyecto, { params });
  const list = useEndpointQuery(
    service,
    endpoints.list,
    { params, query: { page: paging.page, pageSize: paging.pageSize } },
    { placeholderData: keepPreviousData },
  );
  const listKey = endpointKey(service, endpoints.list, params);
  useLiveInvalidation(service, companyId, (change) => {
    if (change.entity === 'Proyecto' && change.entityId === projectId) return [endpointKey(service, endpoints.proyecto, params)];
    return props.live(change) && change.parents.projectId === projectId ? [listKey] : [];
  });
  // the projects table counts revisions (Carpetas)
  const lists = () => [listKey, endpointKey(service, endpoints.proyectos, { companyId })];

  const remove = useEndpointMutation(service, endpoints.remove, {
    invalidates: lists,
    onSuccess: () => notify('success', labels.revisiones.success.eliminada),
    // 'Para eliminar esta revisión, primero elimina sus listados.' comes from the service
    onError: (error) => notify('error', error.message),
  });

  return (
    <>
      {props.breadcrumbs(params)}
      {manager && (service === 'revisiones' || service === 'checklist-revisiones') ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <PortalShareButton service={service} companyId={companyId} projectId={projectId} />
        </Stack>
      ) : null}
      <RevisionsCard<R>
        testId={props.testId}
        labels={labels}
        manager={manager}
        companyUser={companyUser}
        project={project}
        list={list}
        paging={paging}
        pageSizes={[props.pageSize, 10, 20, 50, 100]}
        extraColumns={props.extraColumns}
        formatDate={dateTime}
        onStatistics={(r) => navigate(links.estadisticas(projectId, r.id))}
        onListados={(r) => navigate(links.listados(projectId, r.id))}
        onDelete={(r) => remove.mutate({ params: { ...params, revisionId: r.id } })}
        renderDialog={(open, close) => (
          <ItemDialog
            service={service}
            companyId={companyId}
            testId="revision-dialog"
            labels={labels.dialog}
            schema={props.schema}
            item={open.kind === 'edit' ? open.revision : null}
            params={params}
            itemParams={(revisionId) => ({ ...params, revisionId })}
            endpoints={endpoints}
            lists={lists}
            responsable={props.responsable}
            onClose={close}
          />
        )}
      />
    </>
  );
}
