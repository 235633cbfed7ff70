import { z } from 'zod';

import { ObjectId } from './identity.ts';
import { pageOf, PageQuery } from './page.ts';

/**
 * Projects of the module services (revisiones, checklist-revisiones, neo):
 * `GET /companies/:companyId/projects?page&pageSize` (params: CompanyParams).
 * Sorted by name (case and accents ignored), then by id. A UsuarioEmpresa sees only the
 * projects where they are among the Responsables (spec 001 §1, §6).
 */
export const ProjectListQuery = PageQuery;
export type ProjectListQuery = z.infer<typeof ProjectListQuery>;

export const ProjectListItem = z.object({ id: ObjectId, Nombre: z.string() });
export type ProjectListItem = z.infer<typeof ProjectListItem>;

export const ProjectPage = pageOf(ProjectListItem);
export type ProjectPage = z.infer<typeof ProjectPage>;

/**
 * Company cascade, on every module service: `DELETE /internal/companies/:companyId` deletes
 * everything the service holds for the company; idempotent (200 with 0 once nothing is left).
 */
export const CompanyDataDeleted = z.object({ deleted: z.number().int().nonnegative() });
export type CompanyDataDeleted = z.infer<typeof CompanyDataDeleted>;

/**
 * User cascade, on every module service: `POST /internal/users/:userId/remove-responsable`
 * with the user's company removes the user from every Responsables list of that company; idempotent.
 */
export const RemoveResponsableBody = z.strictObject({ companyId: ObjectId });
export type RemoveResponsableBody = z.infer<typeof RemoveResponsableBody>;

export const ResponsableRemoved = z.object({ updated: z.number().int().nonnegative() });
export type ResponsableRemoved = z.infer<typeof ResponsableRemoved>;
