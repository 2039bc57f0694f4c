// /admin/cupons/novo and /admin/cupons/{CODIGO}: the frame of the coupon form (back link, heading,
// loading, a code that does not exist) around CouponForm.
import { TicketPercent } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { COUPON_FORM_DEFAULTS } from '@gn/core/schemas/coupon';
import { useRecordLoad } from '../../../lib/use-record-load';
import { BackLink } from '../../../ui/BackLink';
import { PageHeading } from '../../../ui/PageHeading';
import { FormSkeleton } from '../../../ui/Skeleton';
import { UnavailableState } from '../../../ui/UnavailableState';
import { couponFormToFields } from '../coupon-form-model';
import { CouponForm, type LoadedCouponForm } from './CouponForm';

async function loadCouponForm(code: string): Promise<LoadedCouponForm | null> {
  const { getCoupon } = await import('../coupon-queries');
  const coupon = await getCoupon(code);
  return coupon && { fields: couponFormToFields(coupon.form), figures: coupon };
}

const fresh = (): LoadedCouponForm => ({ fields: couponFormToFields(COUPON_FORM_DEFAULTS), figures: null });

export function CouponFormPage() {
  const { code } = useParams();
  // Codes are stored upper-case: /admin/cupons/gn10 opens GN10.
  const couponCode = code ? code.toUpperCase() : null;
  const loaded = useRecordLoad(couponCode, loadCouponForm, fresh, 'Erro ao carregar cupom');
  return (
    <>
      <BackLink to="/admin/cupons" label="Cupons" />
      <PageHeading
        title={couponCode === null ? 'Novo cupom' : `Cupom ${couponCode}`}
        description="O desconto, quando e quantas vezes vale, e para quais eventos."
      />
      {loaded.status === 'loading' ? (
        <FormSkeleton label="Carregando cupom" />
      ) : loaded.status === 'ready' ? (
        <CouponForm key={couponCode ?? 'novo'} code={couponCode} loaded={loaded.value} />
      ) : (
        <UnavailableState
          icon={TicketPercent}
          status={loaded.status}
          missing={{ title: 'Cupom não encontrado', description: 'Ele pode ter sido excluído.' }}
          failedTitle="Não foi possível carregar o cupom"
          back={{ to: '/admin/cupons', label: 'Voltar para os cupons', variant: 'secondary' }}
        />
      )}
    </>
  );
}
