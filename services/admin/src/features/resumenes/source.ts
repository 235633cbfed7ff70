import { type ModuleService } from '@insp/contracts';
import { ResumenModulo } from '@insp/contracts/resumenes';

import type { ModuleEndpoints } from '../../modules/client.ts';

/** Where the digest's content comes from: each module service's internal route. */
export interface ResumenSource {
  /** The module's part of the company's digest of [desde, hasta); null when the service did not answer. */
  resumen(service: ModuleService, companyId: string, desde: Date, hasta: Date): Promise<ResumenModulo | null>;
}

/** `GET <service>/internal/companies/:companyId/resumen?desde=&hasta=` with the internal token. */
export function httpResumenSource(endpoints: ModuleEndpoints, internalToken: string, timeoutMs = 30_000): ResumenSource {
  return {
    async resumen(service, companyId, desde, hasta) {
      const query = new URLSearchParams({ desde: desde.toISOString(), hasta: hasta.toISOString() });
      try {
        const response = await fetch(`${endpoints[service].replace(/\/+$/, '')}/internal/companies/${companyId}/resumen?${query}`, {
          headers: { 'x-internal-token': internalToken },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status !== 200) return null;
        const parsed = ResumenModulo.safeParse(await response.json());
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
