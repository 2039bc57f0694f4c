// The lists editor's rows: a list being edited (a new one has no id until saved: it is made from
// its name), and back to the lists PUT sends, validated by core's schema first.
import { listIdFor } from '@gn/core/checkin-lists';
import type { CheckinList } from '@gn/core/checkin-scan';
import { checkinListsSchema } from '@gn/core/schemas/checkin';

export interface ListDraft {
  /** React's key */
  key: string;
  /** the stored id; null for a list not saved yet */
  id: string | null;
  nome: string;
  tipos: string[];
  permite_saida: boolean;
}

let next = 0;
const newKey = () => `lista-${++next}`;

export function draftsOf(lists: readonly CheckinList[]): ListDraft[] {
  return lists.map((list) => ({ key: newKey(), ...list, tipos: [...list.tipos] }));
}

export function emptyDraft(): ListDraft {
  return { key: newKey(), id: null, nome: '', tipos: [], permite_saida: false };
}

/** The drafts as the lists to save, or the first pt-BR problem with them. */
export function listsOfDrafts(drafts: readonly ListDraft[]): { listas: CheckinList[] } | { error: string } {
  const taken = drafts.flatMap((d) => (d.id ? [d.id] : []));
  const listas = drafts.map((draft) => {
    const id = draft.id ?? listIdFor(draft.nome, taken);
    if (!draft.id) taken.push(id);
    return { id, nome: draft.nome, tipos: draft.tipos, permite_saida: draft.permite_saida };
  });
  const parsed = checkinListsSchema.safeParse({ listas });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Listas inválidas' };
  return { listas: parsed.data.listas };
}
