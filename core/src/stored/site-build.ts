// Reading the publish state (`site_builds/state`, written by the functions' publish/): whether a
// build is pending or running, when the site was last published, and the last error.
import { z } from '../zod.ts';
import { flag, oneOf, plainMap, textOrNull, time } from './fields.ts';

export const storedPublishStateSchema = z.object({
  pending: flag,
  estado: oneOf(['publicando', 'publicado', 'falhou']),
  last_started_at: time,
  last_published_at: time,
  last_finished_at: time,
  last_error: textOrNull,
});
export type StoredPublishState = z.output<typeof storedPublishStateSchema>;

export function readPublishState(data: unknown): StoredPublishState {
  return storedPublishStateSchema.parse(plainMap(data));
}
