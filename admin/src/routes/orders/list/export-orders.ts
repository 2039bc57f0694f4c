// 'Exportar CSV': every order the filters show (not only the loaded page), with the category
// tables' CSV helper (UTF-8 BOM, ';', CRLF: what Excel pt-BR opens correctly).
import { toast } from 'sonner';
import { csvFileName, downloadCsv, toCsv } from '../../../lib/csv';
import { orderCsvRows, type OrderFilters } from '../order-list-model';
import { loadAllFilteredOrders } from '../order-queries';

export async function exportOrdersCsv(filters: OrderFilters, now = new Date()): Promise<void> {
  try {
    const orders = await loadAllFilteredOrders(filters, now);
    if (orders.length === 0) {
      toast.info('Não há dados para exportar');
      return;
    }
    const day = now.toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' }); // 2027-03-05
    downloadCsv(csvFileName('pedidos', day), toCsv(orderCsvRows(orders)));
    toast.success(orders.length === 1 ? '1 pedido exportado' : `${orders.length} pedidos exportados`);
  } catch (error) {
    console.error(error);
    toast.error('Erro ao exportar pedidos', {
      description: error instanceof Error ? error.message : undefined,
    });
  }
}
