import { z } from 'zod';

/** Every error answer of every service. */
export const ErrorResponse = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;
