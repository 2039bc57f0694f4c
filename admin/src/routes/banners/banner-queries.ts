// Firestore reads and writes of the banner screens (loaded with import()). Every write, moves and
// toggles included, is stamped with updated_by (audit log); deletion goes through the admin function.
import {
  addDoc,
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { bannerFormToDoc, nextBannerOrder, type HomeBannerFormValues } from '@gn/core/schemas/banner';
import type { HomeBanner } from '@gn/core/stored/content';
import { readBanner } from '@gn/core/stored/content';
import { deleteAuditedContent, stamp } from '../../lib/audited-content';
import { getDb, readDoc, readCollection } from '../../lib/firestore';
import type { OrderedBanner, SlugOption } from './banner-model';

export type BannerRow = HomeBanner & { id: string };

function toBanner(id: string, data: Record<string, unknown>): BannerRow {
  return { id, ...readBanner(data) };
}

export function listBanners(): Promise<BannerRow[]> {
  return readCollection('home_banners', toBanner, { field: 'ordem', direction: 'asc' });
}

export function getBanner(id: string): Promise<BannerRow | null> {
  return readDoc('home_banners', id, toBanner);
}

/** A new banner goes last: the highest ordem plus 1. */
export async function createBanner(values: HomeBannerFormValues): Promise<string> {
  const db = getDb();
  const last = await getDocs(query(collection(db, 'home_banners'), orderBy('ordem', 'desc'), limit(1)));
  const ordens = last.docs.map((d) => readBanner(d.data()).ordem);
  const ref = await addDoc(collection(db, 'home_banners'), {
    ...bannerFormToDoc(values),
    ordem: nextBannerOrder(ordens),
    ...stamp(),
  });
  return ref.id;
}

/** Updates everything but ordem. */
export async function updateBanner(id: string, values: HomeBannerFormValues): Promise<void> {
  await updateDoc(doc(getDb(), 'home_banners', id), { ...bannerFormToDoc(values), ...stamp() });
}

export async function setBannerActive(id: string, ativo: boolean): Promise<void> {
  await updateDoc(doc(getDb(), 'home_banners', id), { ativo, ...stamp() });
}

/** The ordem writes of a move, in one batch. */
export async function saveBannerOrder(updates: readonly OrderedBanner[]): Promise<void> {
  const db = getDb();
  const batch = writeBatch(db);
  const stamped = stamp();
  for (const u of updates) batch.update(doc(db, 'home_banners', u.id), { ordem: u.ordem, ...stamped });
  await batch.commit();
}

export async function deleteBanner(id: string): Promise<void> {
  await deleteAuditedContent('home_banners', id);
}

function slugOptions(docs: { data(): Record<string, unknown> }[]): SlugOption[] {
  return docs
    .map((d) => ({ slug: String(d.data().slug ?? ''), titulo: String(d.data().titulo ?? '') }))
    .filter((o) => o.slug !== '');
}

/** Events a button can point at: published and visible (what the site shows). */
export async function publishedEvents(): Promise<SlugOption[]> {
  const snapshot = await getDocs(
    query(collection(getDb(), 'events'), where('status', '==', 'publicado'), where('visivel', '==', true)),
  );
  return slugOptions(snapshot.docs);
}

export async function publishedNews(): Promise<SlugOption[]> {
  const snapshot = await getDocs(query(collection(getDb(), 'news'), where('status', '==', 'publicado')));
  return slugOptions(snapshot.docs);
}
