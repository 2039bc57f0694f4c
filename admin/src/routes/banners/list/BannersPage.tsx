// /admin/banners: the home carousel's banners in order, with reorder, active switch (undone if the
// write fails), edit and delete; moves are announced to screen readers.
import { useState } from 'react';
import { Images, Link2, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { useRetryableLoad } from '../../../lib/use-retryable-load';
import { Badge } from '../../../ui/Badge';
import { CreateLink } from '../../../ui/ButtonLink';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { IconButton } from '../../../ui/IconButton';
import { LoadFailedState } from '../../../ui/LoadFailedState';
import { MoveButtons } from '../../../ui/MoveButtons';
import { PageHeadingBar, ViewOnSiteLink } from '../../../ui/PageHeadingBar';
import { Skeleton, SkeletonLines, SkeletonList } from '../../../ui/Skeleton';
import { Switch } from '../../../ui/Switch';
import { applyOrder, buttonSummary, reorderUpdates } from '../banner-model';
import type { BannerRow } from '../banner-queries';

const NO_BANNERS: BannerRow[] = [];

export function BannersPage() {
  const {
    state,
    retry,
    setValue: setBanners,
  } = useRetryableLoad(async () => {
    const { listBanners } = await import('../banner-queries');
    return listBanners();
  }, 'Erro ao carregar banners');
  const banners = state.status === 'ready' ? state.value : NO_BANNERS;
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [toDelete, setToDelete] = useState<BannerRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const anyBusy = Object.values(busy).some(Boolean);

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

  const activeCount = banners.filter((b) => b.ativo).length;

  return (
    <>
      <PageHeadingBar
        title="Banners"
        description="O carrossel da página inicial mostra os banners ativos, nesta ordem."
      >
        <div className="mb-6 flex shrink-0 gap-2">
          <ViewOnSiteLink className="flex-1 sm:flex-none" />
          <CreateLink to="/admin/banners/novo" className="flex-1 sm:flex-none">
            Novo Banner
          </CreateLink>
        </div>
      </PageHeadingBar>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      {state.status === 'loading' ? (
        <SkeletonList
          count={3}
          label="Carregando banners"
          className="space-y-4"
          itemClassName="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 md:flex-row"
        >
          <Skeleton className="aspect-[8/3] w-full rounded-lg md:w-72" />
          <SkeletonLines className="flex-1 space-y-3" shapes={['h-5 w-1/2', 'h-4 w-full', 'h-4 w-2/3']} />
        </SkeletonList>
      ) : state.status === 'error' ? (
        <LoadFailedState icon={Images} title="Não foi possível carregar os banners" onRetry={retry} />
      ) : banners.length === 0 ? (
        <EmptyState
          icon={Images}
          title="Nenhum banner"
          description="Sem banners ativos, a página inicial mostra a chamada padrão."
          action={<CreateLink to="/admin/banners/novo">Criar Primeiro Banner</CreateLink>}
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-ink-muted">
            {`${banners.length} ${banners.length === 1 ? 'banner' : 'banners'}, ${activeCount} ${activeCount === 1 ? 'ativo' : 'ativos'}`}
          </p>
          <ol aria-label="Banners, na ordem do carrossel" className="space-y-4">
            {banners.map((banner, index) => {
              const title = banner.titulo || 'Sem título';
              const buttons = [
                buttonSummary(banner.botao1_texto, banner.botao1_tipo, banner.botao1_referencia),
                buttonSummary(banner.botao2_texto, banner.botao2_tipo, banner.botao2_referencia),
              ].filter((b): b is string => b !== null);
              const rowBusy = busy[banner.id] === true;
              return (
                <li
                  key={banner.id}
                  aria-label={`${index + 1}. ${title}`}
                  className={`flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 shadow-sm md:flex-row ${banner.ativo ? '' : 'bg-surface/60'}`}
                >
                  <div className="relative w-full shrink-0 md:w-72">
                    <img
                      src={banner.imagem_url}
                      alt=""
                      loading="lazy"
                      className={`aspect-[8/3] w-full rounded-lg border border-line bg-surface-muted object-cover ${banner.ativo ? '' : 'opacity-60 grayscale'}`}
                    />
                    <span className="absolute top-2 left-2 rounded-md bg-black/70 px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
                      {`#${index + 1}`}
                    </span>
                  </div>
                  <div className="flex min-w-0 flex-1 flex-col">
                    <div className="flex items-start justify-between gap-3">
                      <h2
                        className={`min-w-0 text-base font-semibold break-words ${banner.titulo ? 'text-ink' : 'text-ink-muted italic'}`}
                      >
                        {title}
                      </h2>
                      {banner.ativo ? (
                        <Badge variant="success">Ativo</Badge>
                      ) : (
                        <Badge variant="secondary">Inativo</Badge>
                      )}
                    </div>
                    {banner.descricao && (
                      <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{banner.descricao}</p>
                    )}
                    {buttons.length > 0 && (
                      <ul aria-label="Botões" className="mt-3 flex flex-col gap-1.5">
                        {buttons.map((text) => (
                          <li key={text} className="flex min-w-0 items-center gap-1.5 text-sm text-ink">
                            <Link2 className="size-3.5 shrink-0 text-ink-muted" aria-hidden="true" />
                            <span className="truncate">{text}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                    <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3 md:mt-4">
                      <Switch
                        label="Ativo"
                        checked={banner.ativo}
                        disabled={rowBusy}
                        onChange={(checked) => void toggle(banner, checked)}
                        className="items-center"
                      />
                      <div className="flex items-center gap-0.5">
                        <MoveButtons
                          what={`“${title}”`}
                          canUp={!anyBusy && index > 0}
                          onUp={() => void move(index, index - 1)}
                          canDown={!anyBusy && index < banners.length - 1}
                          onDown={() => void move(index, index + 1)}
                        />
                        <Link
                          to={`/admin/banners/${banner.id}`}
                          aria-label={`Editar “${title}”`}
                          className="inline-flex h-9 min-w-9 items-center justify-center gap-2 rounded-lg text-sm font-semibold text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink sm:px-3"
                        >
                          <Pencil className="size-4 shrink-0" aria-hidden="true" />
                          <span className="hidden sm:inline">Editar</span>
                        </Link>
                        <IconButton
                          icon={Trash2}
                          label={`Excluir “${title}”`}
                          disabled={rowBusy}
                          onClick={() => setToDelete(banner)}
                          className="hover:text-danger"
                        />
                      </div>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Confirmar exclusão"
        description="Tem certeza que deseja excluir este banner? Esta ação não pode ser desfeita."
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
        busy={deleting}
      />
    </>
  );
}
