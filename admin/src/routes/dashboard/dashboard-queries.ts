// Loaded with import() from DashboardPage, which keeps the Firestore SDK out of the entry chunk.
import {
  collection,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
  type Query,
} from 'firebase/firestore';
import { getDb } from '../../lib/firestore';

export type UpcomingEvent = { id: string; titulo: string; local: string; dataInicio: Date };

/** null where a read failed, so the page shows a dash for that figure only. */
export type DashboardData = {
  publishedEvents: number | null;
  draftEvents: number | null;
  publishedNews: number | null;
  upcomingEvents: UpcomingEvent[] | null;
  anyFailed: boolean;
};

export const UPCOMING_EVENTS_LIMIT = 5;

async function count(q: Query): Promise<number> {
  const snapshot = await getCountFromServer(q);
  return snapshot.data().count;
}

async function upcomingEvents(): Promise<UpcomingEvent[]> {
  const db = getDb();
  const snapshot = await getDocs(
    query(
      collection(db, 'events'),
      where('data_inicio', '>=', Timestamp.now()),
      orderBy('data_inicio', 'asc'),
      limit(UPCOMING_EVENTS_LIMIT),
    ),
  );
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    return {
      id: doc.id,
      titulo: String(data.titulo ?? ''),
      local: String(data.local ?? ''),
      dataInicio: (data.data_inicio as Timestamp).toDate(),
    };
  });
}

export async function loadDashboard(): Promise<DashboardData> {
  const db = getDb();
  const events = collection(db, 'events');
  const news = collection(db, 'news');
  const results = await Promise.allSettled([
    count(query(events, where('status', '==', 'publicado'))),
    count(query(events, where('status', '==', 'rascunho'))),
    count(query(news, where('status', '==', 'publicado'))),
    upcomingEvents(),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') console.error('Dashboard:', result.reason);
  }
  const value = <T>(result: PromiseSettledResult<T>): T | null =>
    result.status === 'fulfilled' ? result.value : null;
  const [published, drafts, newsCount, upcoming] = results;
  return {
    publishedEvents: value(published),
    draftEvents: value(drafts),
    publishedNews: value(newsCount),
    upcomingEvents: value(upcoming),
    anyFailed: results.some((result) => result.status === 'rejected'),
  };
}
