import { z } from 'zod';

/** Every error the API answers: a Turkish `detail`, a machine `code`, and optional field errors. */
export const apiErrorSchema = z.object({
  detail: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
