// POST /api/webhooks/site-build: the builder (the local runner's rebuild, or the CI workflow the
// build hook starts in production) tells how the build it was asked for ended.
import { z } from '../zod.ts';

export const BUILD_ERROR_MAX = 500;

export const siteBuildReportSchema = z.object({
  buildId: z
    .string({ error: 'Identificador do build inválido' })
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'Identificador do build inválido'),
  ok: z.boolean({ error: 'Informe se o build terminou bem (ok)' }),
  // A failing build's log line; cut rather than refused, the admin only needs its start.
  erro: z
    .string({ error: 'Erro inválido' })
    .optional()
    .transform((value) => (value ? value.slice(0, BUILD_ERROR_MAX) : null)),
});
export type SiteBuildReport = z.infer<typeof siteBuildReportSchema>;
