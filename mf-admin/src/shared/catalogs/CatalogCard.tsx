import type { CatalogItem } from '@insp/contracts';
import type { Column } from '@insp/ui/components';
import type { ReactNode } from 'react';

import { SimpleCrudCard } from '../crud/SimpleCrudCard.tsx';
import { catalogAccess, type CatalogScope } from './api.ts';

export interface CatalogCardProps {
  title: string;
  testId: string;
  /** Whose catalogue: a global one (`companyId` null) or a company's copy, or the Errores Tipo of a subcontract. */
  scope: CatalogScope;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  addDisabled?: boolean;
  addLabel?: string;
  extraColumns?: Column<CatalogItem>[];
  extraActions?: (row: CatalogItem) => ReactNode;
  plain?: boolean;
}

/** A catalogue (global or a company's copy) on the simple-CRUD card, against the admin service. */
export function CatalogCard(props: CatalogCardProps) {
  const access = catalogAccess(props.scope);
  const writes = access.useWrites();
  return (
    <SimpleCrudCard<CatalogItem>
      title={props.title}
      testId={props.testId}
      useRows={access.useRows}
      plain={props.plain}
      addDisabled={props.addDisabled}
      addLabel={props.addLabel}
      extraColumns={props.extraColumns}
      extraActions={props.extraActions}
      // every catalogue searches by name on the server (admin's `search`, case and accents ignored)
      searchable
      create={props.canCreate ? writes.create : undefined}
      update={props.canEdit ? writes.update : undefined}
      remove={props.canDelete ? writes.remove : undefined}
    />
  );
}
