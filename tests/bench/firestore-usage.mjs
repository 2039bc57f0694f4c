// Counts what the Firestore client of this process asks of the database, as Firestore bills it,
// by wrapping the client's two funnels (every unary call goes through `request`, every read stream
// through `requestStream`). The emulator keeps no usage figures, so the count is taken on our side:
// - reads: each document a get or query returns, a missing document of a get, 1 for a query that
//   returns nothing, and 1 per 1,000 index entries (at least 1) for a count();
// - writes: each write of a commit or batch write (create, set, update, delete), also those
//   refused with ALREADY_EXISTS (a lost slot race; counted apart as `refused`).
// `calls` tells the round trips by method: the latency of a checkout is mostly their sum.

/** @param {import('firebase-admin/firestore').Firestore} db any instance: the class is patched */
export function countFirestoreUsage(db) {
  const proto = Object.getPrototypeOf(db);
  const usage = { reads: 0, writes: 0, refused: 0, calls: {} };
  const call = (method) => (usage.calls[method] = (usage.calls[method] ?? 0) + 1);

  const request = proto.request;
  const trace = process.env.GN_TRACE_FIRESTORE ? [] : null;
  const describe = (method, req) => {
    const short = (n) => String(n).replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\/?/, '');
    if (req?.documents) return req.documents.map(short).join(' ');
    if (req?.writes)
      return req.writes
        .map(
          (w) =>
            `${w.delete ? 'del' : w.currentDocument?.exists === false ? 'create' : w.update ? 'set' : 'tx'} ${short(w.delete ?? w.update?.name ?? '')}`,
        )
        .join(' ');
    const q = req?.structuredQuery ?? req?.structuredAggregationQuery?.structuredQuery;
    if (q)
      return `${short(req.parent)}/${q.from?.[0]?.collectionId} where ${JSON.stringify(q.where ?? {}).slice(0, 160)}`;
    return '';
  };
  proto.request = function (method, req, ...rest) {
    call(method);
    trace?.push(`${method} ${describe(method, req)}`);
    const writes = method === 'commit' || method === 'batchWrite' ? (req?.writes?.length ?? 0) : 0;
    usage.writes += writes;
    return request.call(this, method, req, ...rest).catch((error) => {
      if (error?.code === 6) usage.refused += writes;
      throw error;
    });
  };

  const requestStream = proto.requestStream;
  proto.requestStream = async function (method, ...rest) {
    call(method);
    trace?.push(`${method} ${describe(method, rest[1])}`);
    const stream = await requestStream.call(this, method, ...rest);
    // The stream comes back paused; a 'data' listener does not resume it, the caller still does.
    let documents = 0;
    stream.on('data', (chunk) => {
      if (method === 'runAggregationQuery') {
        const count = Number(chunk?.result?.aggregateFields?.count?.integerValue ?? 0);
        usage.reads += Math.max(1, Math.ceil(count / 1000));
      } else if (chunk?.document || chunk?.found || chunk?.missing) {
        documents++;
        usage.reads++;
      }
    });
    stream.on('end', () => {
      if (method === 'runQuery' && documents === 0) usage.reads++;
    });
    return stream;
  };

  return {
    /** Figures since the last reset. */
    snapshot: () => structuredClone(usage),
    trace: () => trace,
    reset() {
      Object.assign(usage, { reads: 0, writes: 0, refused: 0, calls: {} });
    },
  };
}
