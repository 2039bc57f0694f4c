// The ticket panel's props, made at build time from the snapshot (the .astro page calls these):
// the event's box-office settings, its lotes and the payment settings are read here with core's
// zod readers, so the island itself ships without zod.
import { boxOfficeOf } from '@gn/core/box-office-settings';
import { priceKindOf } from '@gn/core/box-office';
import { effectiveFeeRate } from '@gn/core/pricing';
import { lotesOf } from '@gn/core/stored/lotes';
import type { PaymentSettings } from '@gn/core/schemas/settings';
import type { SnapshotEvent, SnapshotPricingTable } from '../../lib/snapshot';
import type { PanelMethods } from './panel-view';
import type { PanelPayment } from './panel-prices';
import type { PanelEvent, PanelTable } from './ticket-panel';

/** The panel's view of a snapshot event (built into the event page). */
export function ticketPanelEvent(event: SnapshotEvent): PanelEvent {
  const boxOffice = boxOfficeOf(event as unknown as Record<string, unknown>);
  return {
    id: event.id,
    titulo: event.titulo,
    slug: event.slug,
    local: event.local,
    data_inicio: event.data_inicio,
    status_inscricoes: event.status_inscricoes,
    mostrar_estoque: event.mostrar_estoque !== false,
    max_por_pedido: boxOffice.maxPerOrder,
    ingresso_nominal: boxOffice.namedTickets,
    lotes: lotesOf(event as unknown as Record<string, unknown>).map((l) => ({
      ...l,
      termina_em: l.termina_em ? l.termina_em.toISOString() : null,
    })),
  };
}

/** The event's published price tables as the panel shows them, each option with its kind. */
export function ticketPanelTables(tables: readonly SnapshotPricingTable[]): PanelTable[] {
  return tables.map((t) => ({
    id: t.id,
    nome: t.nome,
    descricao: t.descricao,
    itens: t.itens.map((i) => ({
      id: i.id,
      label: i.label,
      valor_centavos: i.valor_centavos,
      tipo: priceKindOf(i),
    })),
  }));
}

/**
 * What the panel prices with: the event's service fee rate (its own taxa_servico when set, else
 * the default of the Pagamentos settings: effectiveFeeRate, as the checkout charges) and, for "ou
 * em até 12x de R$ X no cartão", the card installments (null when card is not offered). A settings
 * change rebuilds the site (site_settings is public content).
 */
export function ticketPanelPayment(event: SnapshotEvent, settings: PaymentSettings): PanelPayment {
  const { parcelas_max, parcela_minima_centavos, juros_mensal, juros_a_partir_de } = settings;
  return {
    feeRate: effectiveFeeRate(event.taxa_servico, settings.taxa_padrao),
    installments: settings.metodos.includes('card')
      ? { parcelas_max, parcela_minima_centavos, juros_mensal, juros_a_partir_de }
      : null,
  };
}

/** The methods the Pagamentos settings enable, for the panel's 'Pagamento por ...' line. */
export function ticketPanelMethods(settings: PaymentSettings): PanelMethods {
  return { metodos: [...settings.metodos], boleto_horas: settings.boleto_horas };
}
