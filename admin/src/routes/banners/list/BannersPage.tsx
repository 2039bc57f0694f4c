// /admin/banners: the home carousel's banners in order, with reorder, active switch (undone if the
// write fails), edit and delete; moves are announced to screen readers.
import { Images } from 'lucide-react';
import { useRetryableLoad } from '../../../lib/use-retryable-load';
import { CreateLink } from '../../../ui/ButtonLink';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailedState } from '../../../ui/LoadFailedState';
import { PageHeadingBar, ViewOnSiteLink } from '../../../ui/PageHeadingBar';
import { Skeleton, SkeletonLines, SkeletonList } from '../../../ui/Skeleton';
import type { BannerRow } from '../banner-queries';
import { BannerCard } from './BannerCard';
import { useBannerDelete, useBannerRowActions } from './use-banner-row-actions';

const NO_BANNERS: BannerRow[] = [];

function BannersSkeleton() {
  return (
    <SkeletonList
      count={3}
      label="Carregando banners"
      className="space-y-4"
      itemClassName="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 md:flex-row"
    >
      <Skeleton className="aspect-[8/3] w-full rounded-lg md:w-72" />
      <SkeletonLines className="flex-1 space-y-3" shapes={['h-5 w-1/2', 'h-4 w-full', 'h-4 w-2/3']} />
    </SkeletonList>
  );
}

/** "3 banners, 2 ativos" */
function bannerCountSummary(banners: BannerRow[]) {
  const activeCount = banners.filter((b) => b.ativo).length;
  return `${banners.length} ${banners.length === 1 ? 'banner' : 'banners'}, ${activeCount} ${activeCount === 1 ? 'ativo' : 'ativos'}`;
}

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
  const { busy, anyBusy, announcement, move, toggle } = useBannerRowActions(banners, setBanners);
  const { toDelete, setToDelete, deleting, confirmDelete } = useBannerDelete(setBanners);

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
        <BannersSkeleton />
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
          <p className="mb-3 text-sm text-ink-muted">{bannerCountSummary(banners)}</p>
          <ol aria-label="Banners, na ordem do carrossel" className="space-y-4">
            {banners.map((banner, index) => (
              <BannerCard
                key={banner.id}
                banner={banner}
                index={index}
                busy={busy[banner.id] === true}
                canUp={!anyBusy && index > 0}
                canDown={!anyBusy && index < banners.length - 1}
                onToggle={(checked) => void toggle(banner, checked)}
                onMove={(to) => void move(index, to)}
                onDelete={() => setToDelete(banner)}
              />
            ))}
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
