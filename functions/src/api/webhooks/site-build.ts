// POST /api/webhooks/site-build: the site's builder reports the end of a build the publish task
// asked for (publish/publish-jobs.ts). The builder is the local runner's rebuild server, or in
// production the CI workflow the build hook starts; it holds BUILD_REPORT_TOKEN and sends it as a
// bearer token (compared in constant time; an unset secret matches nothing). Only the latest
// build's report changes `site_builds/state`, so a late or replayed report cannot undo a newer one.
import { siteBuildReportSchema } from '@gn/core/schemas/site-build-report';
import { Router } from 'express';
import { readEnv } from '../../config.ts';
import { ApiError } from '../../http/errors.ts';
import { secretMatches } from '../../http/secret-match.ts';
import { parseBody } from '../../http/validate.ts';
import { recordBuildOutcome } from '../../publish/schedule-publish.ts';

export const siteBuildRouter = Router();

siteBuildRouter.post('/api/webhooks/site-build', async (req, res) => {
  const token = req.get('authorization')?.replace(/^Bearer /, '');
  if (!secretMatches(token, readEnv('BUILD_REPORT_TOKEN'))) {
    throw new ApiError('unauthenticated', 'Token do relatório de build inválido');
  }
  const report = parseBody(siteBuildReportSchema, req.body);
  res.json({ recorded: await recordBuildOutcome(report.buildId, report) });
});
