import { z } from 'zod';

/** A route's answer that is an HTML page, for its `schema.response` (documentation only). */
export const htmlResponse = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

/** A route's answer that is a redirect without a body, with its Location header described. */
export const redirectResponse = (description: string) =>
  z
    .null()
    .describe(description)
    .meta({ headers: { Location: { type: 'string', description: 'Yönlendirilen adres' } } });
