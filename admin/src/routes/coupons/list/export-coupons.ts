// 'Exportar CSV': the coupons the list shows (search and status applied), with the orders export's
// CSV helper and file naming (cupons-2027-03-05.csv; UTF-8 BOM, ';', CRLF for Excel pt-BR).
import type { CouponListRow } from '@gn/core/coupons';
import { toast } from 'sonner';
import { csvFileName, downloadCsv, toCsv } from '../../../lib/csv';
import { couponCsvRows } from '../coupon-list-model';

export function exportCouponsCsv(
  coupons: readonly CouponListRow[],
  titles: ReadonlyMap<string, string>,
  now = new Date(),
): void {
  if (coupons.length === 0) {
    toast.info('Não há dados para exportar');
    return;
  }
  const day = now.toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' }); // 2027-03-05
  downloadCsv(csvFileName('cupons', day), toCsv(couponCsvRows(coupons, titles)));
  toast.success(coupons.length === 1 ? '1 cupom exportado' : `${coupons.length} cupons exportados`);
}
