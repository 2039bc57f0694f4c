// /admin/cupons (?q=, ?status=): every coupon from the admin API with its figures, searched by
// code (or description) and filtered by status in the browser; a table from 40rem, cards below;
// 'Exportar CSV' of the rows shown.
import { Download, TicketPercent } from 'lucide-react';
import { useMemo } from 'react';
import { formatInteger } from '../../../lib/list-count';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useListLoad } from '../../../lib/use-list-load';
import { useMediaQuery } from '../../../lib/use-media-query';
import { Button } from '../../../ui/Button';
import { CreateLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { ListFilters } from '../../../ui/ListFilters';
import { ListCount, ListSkeleton, NoMatches } from '../../../ui/ListStatus';
import { LoadFailedState } from '../../../ui/LoadFailedState';
import { PageHeading } from '../../../ui/PageHeading';
import { COUPON_STATUS_FILTER_OPTIONS, filterCoupons, parseCouponStatusFilter } from '../coupon-list-model';
import { CouponsCards, CouponsTable } from './CouponRows';
import { exportCouponsCsv } from './export-coupons';

async function loadCoupons() {
  const { eventTitles, listCoupons } = await import('../coupon-queries');
  const coupons = await listCoupons();
  // Without the titles, the rows show the events' ids instead.
  const titles = await eventTitles(coupons.flatMap((c) => c.eventos)).catch((error: unknown) => {
    console.error(error);
    return new Map<string, string>();
  });
  return { coupons, titles };
}

export function CouponsPage() {
  const wide = useMediaQuery('(min-width: 40rem)');
  const { params, setParam, clearParams } = useFilterParams();
  const search = params.get('q') ?? '';
  const status = parseCouponStatusFilter(params.get('status'));
  const { data, failed, reload } = useListLoad(loadCoupons, 'Erro ao carregar cupons', {
    describeError: true,
  });
  const coupons = data?.coupons;
  const titles = data?.titles ?? new Map<string, string>();
  const filtered = useMemo(
    () => (coupons ? filterCoupons(coupons, { search, status }) : []),
    [coupons, search, status],
  );

  return (
    <>
      <PageHeading
        title="Cupons"
        description="Descontos que os compradores aplicam no checkout, com seus usos e o que renderam."
        actions={
          <>
            <Button
              variant="secondary"
              disabled={!coupons}
              onClick={() => exportCouponsCsv(filtered, titles)}
              className="flex-1 sm:flex-none"
            >
              <Download className="size-4" aria-hidden="true" />
              Exportar CSV
            </Button>
            <CreateLink to="/admin/cupons/novo" className="flex-1 sm:flex-none">
              Novo cupom
            </CreateLink>
          </>
        }
      />

      <ListFilters
        setParam={setParam}
        columns="md:grid-cols-[minmax(0,1fr)_14rem]"
        search={{ label: 'Buscar cupons', placeholder: 'Buscar por código', value: search }}
        selects={[{ label: 'Status', options: COUPON_STATUS_FILTER_OPTIONS, value: status, param: 'status' }]}
      />

      {coupons && coupons.length > 0 && (
        <ListCount>
          {filtered.length === 1 ? '1 cupom' : `${formatInteger(filtered.length)} cupons`}
          {filtered.length !== coupons.length && ` de ${formatInteger(coupons.length)}`}
        </ListCount>
      )}

      {!coupons && !failed && <ListSkeleton label="Carregando cupons" />}

      {failed && !coupons && (
        <LoadFailedState
          icon={TicketPercent}
          title="Não foi possível carregar os cupons"
          onRetry={() => void reload()}
        />
      )}

      {coupons?.length === 0 && (
        <EmptyState
          icon={TicketPercent}
          title="Nenhum cupom"
          description="Crie um cupom de desconto para divulgar aos compradores."
          action={<CreateLink to="/admin/cupons/novo">Novo cupom</CreateLink>}
        />
      )}

      {coupons && coupons.length > 0 && filtered.length === 0 && (
        <NoMatches
          title="Nenhum cupom encontrado"
          description="Nenhum cupom corresponde à busca e ao filtro."
          onClear={clearParams}
        />
      )}

      {filtered.length > 0 &&
        (wide ? (
          <CouponsTable coupons={filtered} titles={titles} />
        ) : (
          <CouponsCards coupons={filtered} titles={titles} />
        ))}
    </>
  );
}
