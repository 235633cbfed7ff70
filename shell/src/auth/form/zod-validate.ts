import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** final-form `validate` from a zod schema: the first message per field (messages from @insp/messages). */
export function zodValidate<S extends z.ZodType>(schema: S) {
  return (values: object): FieldErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      if (key && !(key in errors)) errors[key] = issue.message;
    }
    return errors;
  };
}
