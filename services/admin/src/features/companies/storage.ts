import { type CompanyStorage, DEFAULT_STORAGE_QUOTA_BYTES, type ModuleFlag, type UsedLimit } from '@insp/contracts';

import type { EmpresaDoc } from '../../models/index.ts';

/** The platform's storage quota per company: STORAGE_QUOTA_BYTES (a positive whole number of bytes), else 5 GiB. */
export function defaultStorageQuota(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.STORAGE_QUOTA_BYTES);
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_STORAGE_QUOTA_BYTES;
}

/** Where a module's reported bytes are stored. */
export const storedBytesField = {
  Revisiones: 'Almacenamiento.Revisiones',
  Checklist: 'Almacenamiento.Checklist',
  ChecklistsOT: 'Almacenamiento.ChecklistsOT',
} as const satisfies Record<ModuleFlag, string>;

/** The company's quota (its own, else the platform's) and each module's last reported bytes (0 before any report). */
export function storageOf(company: Pick<EmpresaDoc, 'Almacenamiento'>, fallback = defaultStorageQuota()): CompanyStorage {
  const stored = company.Almacenamiento;
  return {
    Limite: stored?.Limite ?? fallback,
    Usados: { Revisiones: stored?.Revisiones ?? 0, Checklist: stored?.Checklist ?? 0, ChecklistsOT: stored?.ChecklistsOT ?? 0 },
  };
}

/** The configuration page's reading: every module's bytes together against the quota. */
export function storageUsage(storage: CompanyStorage): UsedLimit {
  const { Revisiones, Checklist, ChecklistsOT } = storage.Usados;
  return { used: Revisiones + Checklist + ChecklistsOT, limit: storage.Limite };
}
