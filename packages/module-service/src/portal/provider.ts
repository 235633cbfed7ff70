import type { InternalCompanyFull } from '@insp/contracts';
import type { PortalItem, PortalModulo } from '@insp/contracts/portal';

import type { Actor } from '../events/appender.ts';
import type { CorreccionDoc } from './model.ts';

/** A valid link as the module's provider reads it. */
export interface PortalLink {
  id: string;
  companyId: string;
  projectId: string;
  subcontratoId: string;
  subcontratoNombre: string;
}

/**
 * What a module gives the portal (issue 20 §2): which subcontracts a project offers, the open items
 * of a link's subcontract and how a fix is stored on one. The platform keeps the links, the tokens,
 * the gate, the photos and the rules of a fix (./correccion.ts).
 */
export interface PortalProvider {
  modulo: PortalModulo;
  /** The entity of the items' records (their files' owner and their history's entity). */
  entity: string;
  /** The subcontracts a link may be issued for in the project. */
  subcontratos(companyId: string, projectId: string): Promise<{ id: string; Nombre: string }[]>;
  /** The subcontract a link is issued for (any of the project's, not only the choices listed); null when the project has none with this id. */
  subcontrato(companyId: string, projectId: string, subcontratoId: string): Promise<{ id: string; Nombre: string } | null>;
  /** The link's subcontract's open items of its project, as the portal shows them. */
  items(link: PortalLink, company: InternalCompanyFull, now: Date): Promise<PortalItem[]>;
  /** One open item of the link's scope with its stored fix; null when it is not one (closed, another subcontract, another project). */
  item(link: PortalLink, itemId: string, company: InternalCompanyFull, now: Date): Promise<{ item: PortalItem; correccion: CorreccionDoc | null } | null>;
  /**
   * Stores the fix on the item if it still holds `before` (null when another write came first) and
   * records the step in the item's history as `actor`; returns the item as the portal shows it.
   */
  informar(
    link: PortalLink,
    itemId: string,
    before: CorreccionDoc | null,
    correccion: CorreccionDoc,
    actor: Actor,
    company: InternalCompanyFull,
  ): Promise<PortalItem | null>;
}
