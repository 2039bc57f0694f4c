// The list's writes on one banner: move it up or down (the swapped banners are busy meanwhile, and
// the move is announced to screen readers), switch it on or off (undone if the write fails), and
// delete it after confirmation.
import { useState } from 'react';
import { toast } from 'sonner';
import { applyOrder, reorderUpdates } from '../banner-model';
import type { BannerRow } from '../banner-queries';

type SetBanners = (update: (banners: BannerRow[]) => BannerRow[]) => void;

export function useBannerRowActions(banners: BannerRow[], setBanners: SetBanners) {
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [announcement, setAnnouncement] = useState('');

  async function move(index: number, to: number) {
    const updates = reorderUpdates(banners, index, to);
    if (updates.length === 0) return;
    const ids = Object.fromEntries(updates.map((u) => [u.id, true]));
    setBusy((b) => ({ ...b, ...ids }));
    try {
      const { saveBannerOrder } = await import('../banner-queries');
      await saveBannerOrder(updates);
      const moved = banners[index]!;
      setBanners((all) => applyOrder(all, updates));
      setAnnouncement(`Banner “${moved.titulo || 'sem título'}” movido para a posição ${to + 1}`);
    } catch (error) {
      console.error(error);
      toast.error('Erro ao atualizar ordem');
    } finally {
      setBusy((b) => Object.fromEntries(Object.entries(b).filter(([id]) => !(id in ids))));
    }
  }

  async function toggle(banner: BannerRow, ativo: boolean) {
    setBusy((b) => ({ ...b, [banner.id]: true }));
    setBanners((all) => all.map((x) => (x.id === banner.id ? { ...x, ativo } : x)));
    try {
      const { setBannerActive } = await import('../banner-queries');
      await setBannerActive(banner.id, ativo);
      toast.success(ativo ? 'Banner ativado com sucesso' : 'Banner desativado com sucesso');
    } catch (error) {
      console.error(error);
      setBanners((all) => all.map((x) => (x.id === banner.id ? { ...x, ativo: !ativo } : x)));
      toast.error('Erro ao atualizar status');
    } finally {
      setBusy(({ [banner.id]: _, ...rest }) => rest);
    }
  }

  const anyBusy = Object.values(busy).some(Boolean);
  return { busy, anyBusy, announcement, move, toggle };
}

/** The banner waiting for the delete confirmation, and its deletion. */
export function useBannerDelete(setBanners: SetBanners) {
  const [toDelete, setToDelete] = useState<BannerRow | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      const { deleteBanner } = await import('../banner-queries');
      await deleteBanner(toDelete.id);
      setBanners((all) => all.filter((b) => b.id !== toDelete.id));
      toast.success('Banner excluído com sucesso');
      setToDelete(null);
    } catch (error) {
      console.error(error);
      toast.error('Erro ao excluir banner');
    } finally {
      setDeleting(false);
    }
  }

  return { toDelete, setToDelete, deleting, confirmDelete };
}
