// The coupon form: code (upper-cased as typed, fixed once made), description, the discount (a
// percentage or reais), the validity window and use limits, the scope and 'Ativo'; checked with
// core's couponFormSchema and saved through the admin API. On edit, its figures beside it.
import { useForm } from 'react-hook-form';
import { couponFormSchema, type CouponFormValues } from '@gn/core/schemas/coupon';
import type { CouponStats, CouponStatus } from '@gn/core/coupons';
import { ApiError } from '../../../lib/api';
import { coreResolver } from '../../../lib/core-resolver';
import { errorMessage } from '../../../lib/error-message';
import { useRecordFormFlow } from '../../../lib/use-record-form-flow';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { RecordFormActions } from '../../../ui/RecordFormActions';
import {
  couponErrorPath,
  couponExtraIssues,
  couponFieldsToInput,
  type CouponFields,
} from '../coupon-form-model';
import { CouponIdentitySection, DiscountSection, ValidityAndLimitsSection } from './CouponFormSections';
import { CouponStatsCard } from './CouponStatsCard';
import { ScopeFields } from './ScopeFields';

const resolver = coreResolver<CouponFields, CouponFormValues>(couponFormSchema, {
  toInput: couponFieldsToInput,
  mapPath: couponErrorPath,
  extraIssues: couponExtraIssues,
});

const LIST_PATH = '/admin/cupons';

/** The form's values, and the coupon's figures when it exists. */
export type LoadedCouponForm = {
  fields: CouponFields;
  figures: { stats: CouponStats; status: CouponStatus } | null;
};

export function CouponForm({ code, loaded }: { code: string | null; loaded: LoadedCouponForm }) {
  const isNew = code === null;
  const form = useForm<CouponFields, unknown, CouponFormValues>({
    resolver,
    defaultValues: loaded.fields,
    mode: 'onTouched',
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const flow = useRecordFormFlow<CouponFormValues>({
    isNew,
    listPath: LIST_PATH,
    save: async (values) => {
      const { saveCoupon } = await import('../coupon-queries');
      try {
        await saveCoupon(code, values);
      } catch (error) {
        // 'Já existe um cupom com este código' also goes under the field it is about.
        if (error instanceof ApiError && error.status === 409) setError('codigo', { message: error.message });
        throw error;
      }
    },
    remove: async () => {
      if (code === null) return;
      const { deleteCoupon } = await import('../coupon-queries');
      await deleteCoupon(code);
    },
    messages: {
      created: 'Cupom criado',
      updated: 'Cupom salvo',
      deleted: 'Cupom excluído',
      saveFailed: (error) => errorMessage(error, 'Erro ao salvar cupom'),
      deleteFailed: (error) => errorMessage(error, 'Erro ao excluir cupom'),
    },
  });

  const sections = (
    <div className="min-w-0 space-y-6">
      <CouponIdentitySection form={form} isNew={isNew} />
      <DiscountSection form={form} />
      <ValidityAndLimitsSection form={form} />
      <ScopeFields control={control} />
    </div>
  );

  return (
    <>
      <form noValidate onSubmit={handleSubmit(flow.submit)}>
        {loaded.figures ? (
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
            {sections}
            <aside className="order-first min-w-0 lg:sticky lg:top-20 lg:order-none">
              <CouponStatsCard stats={loaded.figures.stats} status={loaded.figures.status} />
            </aside>
          </div>
        ) : (
          <div className="max-w-4xl">{sections}</div>
        )}

        <RecordFormActions
          isNew={isNew}
          onDelete={flow.askDelete}
          cancelTo={LIST_PATH}
          submitLabel={isNew ? 'Criar cupom' : 'Salvar'}
          submitting={isSubmitting}
        />
      </form>
      <ConfirmDialog
        {...flow.deleteDialog}
        description={`Tem certeza que deseja excluir o cupom ${code ?? ''}? Esta ação não pode ser desfeita. Um cupom já usado não pode ser excluído: desative-o.`}
      />
    </>
  );
}
