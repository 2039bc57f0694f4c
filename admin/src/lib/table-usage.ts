// Which events offer a price or category table: the in-use warning and the deletion block of both
// table editors. Loaded with import() through the table query modules (Firestore SDK inside).
import { collection, getDocs, query, where } from 'firebase/firestore';
import { getDb } from './firestore';

/** An event that offers the table (for the in-use warning and the deletion block). */
export type TableEventRef = {
  id: string;
  titulo: string;
  slug: string;
  status: string;
  visivel: boolean;
};

/** Events whose `field` (an array of table ids) contains the table, by title. */
export async function eventsUsingTable(
  field: 'pricing_table_ids' | 'category_table_ids',
  tableId: string,
): Promise<TableEventRef[]> {
  const snapshot = await getDocs(
    query(collection(getDb(), 'events'), where(field, 'array-contains', tableId)),
  );
  return snapshot.docs
    .map((d) => {
      const data = d.data();
      return {
        id: d.id,
        titulo: String(data.titulo ?? ''),
        slug: String(data.slug ?? ''),
        status: String(data.status ?? ''),
        visivel: data.visivel === true,
      };
    })
    .sort((a, b) => a.titulo.localeCompare(b.titulo, 'pt-BR'));
}
