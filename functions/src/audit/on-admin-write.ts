// The audit trigger: every write to an audited collection leaves an audit_log entry naming its
// author, what happened and the changed fields. The author comes from `updated_by`, which
// firestore.rules force to be the writer's own uid on every admin write (see
// `stampedByCaller` there). To audit another collection: add it here, make its rules call
// `isAuditedAdminWrite`, have its form set `updated_by`, and route its deletions through a
// function that writes its own entry (a deleted document cannot say who deleted it).
import { readWriterUid } from '@gn/core/stored/audit';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { actionOf, diffDocuments, type Data } from './diff.ts';
import { auditDocument, auditRef, emailOf, labelOf } from './entry.ts';

export const AUDITED_COLLECTIONS = [
  'events',
  'news',
  'site_settings',
  'pricing_tables',
  'category_tables',
  'event_category_data',
  'home_banners',
] as const;
export type AuditedCollection = (typeof AUDITED_COLLECTIONS)[number];

const REGION = 'southamerica-east1';

function gRPCAlreadyExists(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 6;
}

/** The entry for one write, or null when there is nothing to record. Exported for tests. */
export function auditInputFor(
  collection: string,
  docId: string,
  before: Data | undefined,
  after: Data | undefined,
) {
  const action = actionOf(before, after);
  // Deletions go through admin functions, which record the caller themselves.
  if (action === null || action === 'delete' || !after) return null;
  const actor = readWriterUid(after);
  // No updated_by: a server write (seed, a function), which records its own entry if it matters.
  if (!actor) return null;
  const changes = diffDocuments(before, after);
  if (action === 'update' && Object.keys(changes).length === 0) return null;
  return {
    actorUid: actor,
    action,
    target: `${collection}/${docId}`,
    targetLabel: labelOf(after),
    changes,
    source: 'trigger' as const,
  };
}

function auditTrigger(collection: AuditedCollection) {
  return onDocumentWritten({ document: `${collection}/{docId}`, region: REGION }, async (event) => {
    const input = auditInputFor(
      collection,
      event.params.docId,
      event.data?.before.data(),
      event.data?.after.data(),
    );
    if (!input) return;
    try {
      // The CloudEvent id as the document id: a retried delivery cannot log the write twice.
      await auditRef(`${collection}-${event.id}`).create(auditDocument(input, await emailOf(input.actorUid)));
    } catch (error) {
      if (gRPCAlreadyExists(error)) return;
      logger.error(`audit_log: falha ao registrar ${input.target}`, error);
      throw error;
    }
  });
}

/** Exported as a group: functions `audit-events`, `audit-news`, ... one per audited collection. */
export const audit = Object.fromEntries(AUDITED_COLLECTIONS.map((c) => [c, auditTrigger(c)])) as Record<
  AuditedCollection,
  ReturnType<typeof auditTrigger>
>;
