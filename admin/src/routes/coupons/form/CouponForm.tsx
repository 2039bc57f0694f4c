// The coupon form: code (upper-cased as typed, fixed once made), description, the discount (a
// percentage or reais), the validity window and use limits, the scope and 'Ativo'; checked with
// core's couponFormSchema and saved through the admin API. On edit, its figures beside it.
import type { ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { couponFormSchema, type CouponFormValues } from '@gn/core/schemas/coupon';
import type { CouponStats, CouponStatus } from '@gn/core/coupons';
import { ApiError } from '../../../lib/api';
import { fieldBinder } from '../../../lib/bind-field';
import { coreResolver } from '../../../lib/core-resolver';
import { errorMessage } from '../../../lib/error-message';
import { useRecordFormFlow } from '../../../lib/use-record-form-flow';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { RecordFormActions } from '../../../ui/RecordFormActions';
import { SectionCard } from '../../../ui/SectionCard';
import { Select } from '../../../ui/Select';
import { SwitchField } from '../../../ui/SwitchField';
import { TextField } from '../../../ui/TextField';
import {
  COUPON_KIND_OPTIONS,
  couponErrorPath,
  couponExtraIssues,
  couponFieldsToInput,
  type CouponFields,
} from '../coupon-form-model';
import { CouponStatsCard } from './CouponStatsCard';
import { ScopeFields } from './ScopeFields';

const resolver = coreResolver<CouponFields, CouponFormValues>(couponFormSchema, {
  toInput: couponFieldsToInput,
  mapPath: couponErrorPath,
  extraIssues: couponExtraIssues,
});

const LIST_PATH = '/admin/cupons';

/** The inputs of whole numbers from 1 (percentage, uses). */
const WHOLE_NUMBER = { type: 'number', inputMode: 'numeric', min: '1', step: '1' } as const;

/** The form's values, and the coupon's figures when it exists. */
export type LoadedCouponForm = {
  fields: CouponFields;
  figures: { stats: CouponStats; status: CouponStatus } | null;
};

/** Upper-cases the typed code in place, keeping the caret where it was. */
function upperCaseInPlace(event: ChangeEvent<HTMLInputElement>) {
  const input = event.target;
  const { selectionStart, selectionEnd } = input;
  input.value = input.value.toUpperCase();
  input.setSelectionRange(selectionStart, selectionEnd);
}

export function CouponForm({ code, loaded }: { code: string | null; loaded: LoadedCouponForm }) {
  const isNew = code === null;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CouponFields, unknown, CouponFormValues>({
    resolver,
    defaultValues: loaded.fields,
    mode: 'onTouched',
  });
  const field = fieldBinder(register, errors);
  const tipo = useWatch({ control, name: 'tipo' });
  const codigo = register('codigo');

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
      <SectionCard title="Cupom" className="space-y-4 p-4 sm:p-6" headingClassName="">
        <TextField
          label="Código"
          {...codigo}
          onChange={(event) => {
            upperCaseInPlace(event);
            return codigo.onChange(event);
          }}
          error={errors.codigo?.message}
          readOnly={!isNew}
          maxLength={30}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="Ex.: VERAO15"
          className="max-w-sm"
          hint={
            isNew
              ? 'De 3 a 30 letras sem acento, números, - ou _. Não pode ser mudado depois.'
              : 'O código não pode ser mudado: para outro código, crie outro cupom.'
          }
        />
        <TextField
          label="Descrição"
          maxLength={200}
          placeholder="Opcional: para que serve este cupom"
          {...field('descricao')}
        />
        <SwitchField
          control={control}
          name="ativo"
          label="Ativo"
          description="Desativado, o cupom é recusado no checkout como inválido."
        />
      </SectionCard>

      <SectionCard
        title="Desconto"
        className="grid gap-4 p-4 sm:grid-cols-2 sm:p-6"
        headingClassName="sm:col-span-2"
      >
        <Select label="Tipo" options={COUPON_KIND_OPTIONS} {...field('tipo')} />
        {tipo === 'percentual' ? (
          <TextField
            key="percentual"
            label="Percentual (%)"
            {...WHOLE_NUMBER}
            max="100"
            placeholder="10"
            {...field('percentual')}
          />
        ) : (
          <TextField
            key="valor"
            label="Valor do desconto (R$)"
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            placeholder="0,00"
            hint="Nunca mais que o valor dos ingressos; a taxa de serviço não tem desconto."
            {...field('valor')}
          />
        )}
      </SectionCard>

      <SectionCard
        title="Validade e limites"
        className="grid gap-4 p-4 sm:grid-cols-2 sm:p-6"
        headingClassName="sm:col-span-2"
      >
        <TextField
          label="Válido de"
          type="datetime-local"
          hint="Horário de Brasília. Em branco: desde já."
          {...field('valido_de')}
        />
        <TextField
          label="Válido até"
          type="datetime-local"
          hint="Horário de Brasília. Em branco: sem prazo."
          {...field('valido_ate')}
        />
        <TextField
          label="Usos no total"
          {...WHOLE_NUMBER}
          placeholder="Sem limite"
          hint="Em branco: sem limite. Pedidos não pagos reservam um uso."
          {...field('usos_max')}
        />
        <TextField
          label="Usos por conta"
          {...WHOLE_NUMBER}
          max="100"
          placeholder="Sem limite"
          hint="Em branco: sem limite."
          {...field('usos_por_conta')}
        />
      </SectionCard>

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
