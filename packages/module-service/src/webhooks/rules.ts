import type { WebhookTipo } from '@insp/contracts/webhooks';

import type { FieldChange } from '../context.ts';

/**
 * One line of a module's webhook mapping: an event of the log (entity and action) becomes an event of
 * this type, when `when` holds for its changed fields. The first rule that matches wins, so the narrower
 * rule of an entity and action (an edit that resolves) goes before the broader one (any edit).
 */
export interface WebhookRule {
  entity: string;
  /** Without it, any action of the entity (then `when` decides). */
  action?: string;
  tipo: WebhookTipo;
  when?: (changes: Readonly<Record<string, FieldChange>>) => boolean;
}

/** The changes name this field, and its new value passes `test` (by default: set, not null). */
export const changed =
  (field: string, test: (value: unknown) => boolean = (value) => value !== null && value !== undefined) =>
  (changes: Readonly<Record<string, FieldChange>>): boolean =>
    field in changes && test(changes[field]?.new);

/** A reported fix (issue 20 §2): the item's `correccion` became 'Informada'. */
export const correccionInformada = changed(
  'correccion',
  (value) => typeof value === 'object' && value !== null && (value as { estado?: unknown }).estado === 'Informada',
);

/** A project entity's creation and (soft) deletion: proyecto.creado, proyecto.eliminado. */
export const projectRules = (entity: string): WebhookRule[] => [
  { entity, action: 'crear', tipo: 'proyecto.creado' },
  { entity, action: 'eliminar', tipo: 'proyecto.eliminado' },
];

/** The type of the first rule matching the event, or null when the event is not forwarded. */
export function webhookTipoOf(
  rules: readonly WebhookRule[],
  event: { entity: string; action: string; changes: Readonly<Record<string, FieldChange>> },
): WebhookTipo | null {
  const rule = rules.find((r) => r.entity === event.entity && (r.action === undefined || r.action === event.action) && (!r.when || r.when(event.changes)));
  return rule?.tipo ?? null;
}
