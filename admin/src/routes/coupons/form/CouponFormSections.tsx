// The coupon form's cards: 'Cupom' (code, upper-cased as typed and fixed once made, description,
// 'Ativo'), 'Desconto' (a percentage or reais) and 'Validade e limites'.
import type { ChangeEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { CouponFormValues } from '@gn/core/schemas/coupon';
import { fieldBinder } from '../../../lib/bind-field';
import { SectionCard } from '../../../ui/SectionCard';
import { Select } from '../../../ui/Select';
import { SwitchField } from '../../../ui/SwitchField';
import { TextField } from '../../../ui/TextField';
import { COUPON_KIND_OPTIONS, type CouponFields } from '../coupon-form-model';

type CouponFormReturn = UseFormReturn<CouponFields, unknown, CouponFormValues>;

/** The inputs of whole numbers from 1 (percentage, uses). */
const WHOLE_NUMBER = { type: 'number', inputMode: 'numeric', min: '1', step: '1' } as const;

/** Upper-cases the typed code in place, keeping the caret where it was. */
function upperCaseInPlace(event: ChangeEvent<HTMLInputElement>) {
  const input = event.target;
  const { selectionStart, selectionEnd } = input;
  input.value = input.value.toUpperCase();
  input.setSelectionRange(selectionStart, selectionEnd);
}

export function CouponIdentitySection({ form, isNew }: { form: CouponFormReturn; isNew: boolean }) {
  const { register, control, formState } = form;
  const field = fieldBinder(register, formState.errors);
  const codigo = register('codigo');
  return (
    <SectionCard title="Cupom" className="space-y-4 p-4 sm:p-6" headingClassName="">
      <TextField
        label="Código"
        {...codigo}
        onChange={(event) => {
          upperCaseInPlace(event);
          return codigo.onChange(event);
        }}
        error={formState.errors.codigo?.message}
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
  );
}

export function DiscountSection({ form }: { form: CouponFormReturn }) {
  const field = fieldBinder(form.register, form.formState.errors);
  const tipo = useWatch({ control: form.control, name: 'tipo' });
  return (
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
  );
}

export function ValidityAndLimitsSection({ form }: { form: CouponFormReturn }) {
  const field = fieldBinder(form.register, form.formState.errors);
  return (
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
  );
}
