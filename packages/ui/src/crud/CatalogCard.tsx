import type { CatalogItem, CatalogMutationResponse, CatalogPage, MessageResponse } from '@insp/contracts';
import { type Column, useRemoteProps, withSearch } from '@insp/ui/components';
import type { ReactNode } from 'react';

import { SimpleCrudCard } from './SimpleCrudCard.tsx';

export interface CatalogCardProps {
  title: string;
  testId: string;
  /**
   * The catalogue's collection URL through the gateway, e.g. `/api/admin/catalogs/sectores`,
   * `/api/admin/companies/:id/catalogs/cargos` or `.../subcontratos/:id/errores-tipo`.
   */
  base: string;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  addDisabled?: boolean;
  addLabel?: string;
  extraColumns?: Column<CatalogItem>[];
  extraActions?: (row: CatalogItem) => ReactNode;
  plain?: boolean;
  onChanged?: () => void;
}

const json = (body: unknown): RequestInit => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

/** A catalogue (global or a company's copy) on the simple-CRUD card, against the admin service. */
export function CatalogCard(props: CatalogCardProps) {
  const { api } = useRemoteProps();
  const { base } = props;
  return (
    <SimpleCrudCard<CatalogItem>
      title={props.title}
      testId={props.testId}
      listKey={base}
      plain={props.plain}
      addDisabled={props.addDisabled}
      addLabel={props.addLabel}
      extraColumns={props.extraColumns}
      extraActions={props.extraActions}
      onChanged={props.onChanged}
      // every catalogue searches by name on the server (admin's `search`, case and accents ignored)
      searchable
      load={(page, pageSize, search) => api<CatalogPage>(withSearch(`${base}?page=${page}&pageSize=${pageSize}`, search))}
      create={props.canCreate ? (values) => api<CatalogMutationResponse>(base, { method: 'POST', ...json(values) }) : undefined}
      update={props.canEdit ? (row, values) => api<CatalogMutationResponse>(`${base}/${row.id}`, { method: 'PUT', ...json(values) }) : undefined}
      remove={props.canDelete ? (row) => api<MessageResponse>(`${base}/${row.id}`, { method: 'DELETE' }) : undefined}
    />
  );
}
