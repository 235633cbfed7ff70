import { setIn } from 'final-form';
import type { z } from 'zod';

export type FormErrors = Record<string, unknown>;

/**
 * final-form `validate` from a zod schema: the first message of each field, nested like the values
 * (final-form reads `errors.Revisiones.LimiteUsuarios` for the field 'Revisiones.LimiteUsuarios').
 * Messages come from the schemas, which take them from @insp/messages.
 */
export function zodValidate<S extends z.ZodType>(schema: S) {
  return (values: object): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    let errors: FormErrors = {};
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (!key || seen.has(key)) continue;
      seen.add(key);
      errors = setIn(errors, key, issue.message) as FormErrors;
    }
    return errors;
  };
}

/** The Spanish message of a failed call (ApiError keeps the service's text as is). */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
