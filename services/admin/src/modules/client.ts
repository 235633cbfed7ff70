import { CompanyDataDeleted, type ModuleService, moduleServices, ResponsableRemoved } from '@insp/contracts';

/** Base URLs of the module services' internal APIs. */
export type ModuleEndpoints = Record<ModuleService, string>;

export const DEFAULT_MODULE_ENDPOINTS: ModuleEndpoints = {
  revisiones: 'http://127.0.0.1:4002',
  'checklist-revisiones': 'http://127.0.0.1:4003',
  neo: 'http://127.0.0.1:4004',
};

/** REVISIONES_URL, CHECKLIST_REVISIONES_URL, NEO_URL (defaults: local ports 4002/4003/4004). */
export function moduleEndpointsFromEnv(env: NodeJS.ProcessEnv = process.env): ModuleEndpoints {
  return {
    revisiones: env.REVISIONES_URL || DEFAULT_MODULE_ENDPOINTS.revisiones,
    'checklist-revisiones': env.CHECKLIST_REVISIONES_URL || DEFAULT_MODULE_ENDPOINTS['checklist-revisiones'],
    neo: env.NEO_URL || DEFAULT_MODULE_ENDPOINTS.neo,
  };
}

/**
 * The idempotent cascade endpoints every module service exposes (x-internal-token). Each call
 * resolves true only when the service confirmed (200 with the documented body); any other answer,
 * a timeout or a refused connection is false and the caller retries later.
 */
export interface ModuleClient {
  deleteCompany(service: ModuleService, companyId: string): Promise<boolean>;
  removeResponsable(service: ModuleService, userId: string, companyId: string): Promise<boolean>;
}

export function httpModuleClient(endpoints: ModuleEndpoints, internalToken: string, timeoutMs = 5000): ModuleClient {
  const call = async (service: ModuleService, method: 'DELETE' | 'POST', path: string, body?: unknown): Promise<unknown> => {
    try {
      const response = await fetch(`${endpoints[service].replace(/\/+$/, '')}${path}`, {
        method,
        headers: { 'x-internal-token': internalToken, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status !== 200) return null;
      return (await response.json()) as unknown;
    } catch {
      return null;
    }
  };
  return {
    async deleteCompany(service, companyId) {
      return CompanyDataDeleted.safeParse(await call(service, 'DELETE', `/internal/companies/${companyId}`)).success;
    },
    async removeResponsable(service, userId, companyId) {
      return ResponsableRemoved.safeParse(await call(service, 'POST', `/internal/users/${userId}/remove-responsable`, { companyId })).success;
    },
  };
}

export const allModuleServices = (): ModuleService[] => [...moduleServices];
