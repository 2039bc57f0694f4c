// The 'Classificação e acessibilidade' card of the event form's Geral tab: the age rating (ECA
// art. 74: required to publish; events saved before it show 'Não informada'), the rule for
// minors, and the accessibility resources the event offers (LBI art. 63) with a free text.
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  AGE_RATINGS,
  AGE_RATING_NOT_INFORMED,
  AGE_RATING_STYLES,
  MINORS_RULE_MAX,
  ageRatingOf,
} from '@gn/core/age-rating';
import {
  ACCESSIBILITY_INFO_MAX,
  ACCESSIBILITY_LABELS,
  ACCESSIBILITY_RESOURCES,
} from '@gn/core/accessibility';
import { fieldBinder } from '../../../lib/bind-field';
import { Checklist } from '../../../ui/Checklist';
import { SectionCard } from '../../../ui/SectionCard';
import { Select } from '../../../ui/Select';
import { Textarea } from '../../../ui/Textarea';
import { TextField } from '../../../ui/TextField';
import { AgeRatingSymbol } from './AgeRatingSymbol';
import type { EventFormFields, EventFormValues } from './event-form-schema';

const RATING_OPTIONS = [
  { value: '', label: AGE_RATING_NOT_INFORMED },
  ...AGE_RATINGS.map((rating) => ({ value: rating, label: AGE_RATING_STYLES[rating].label })),
];
const RESOURCE_CHOICES = ACCESSIBILITY_RESOURCES.map((code) => ({
  id: code,
  label: ACCESSIBILITY_LABELS[code],
}));

export function EventAudienceFields({
  form,
}: {
  form: UseFormReturn<EventFormFields, unknown, EventFormValues>;
}) {
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const field = fieldBinder(register, errors);
  const rating = ageRatingOf(watch('classificacao_indicativa'));
  const info = watch('acessibilidade_info') ?? '';

  return (
    <SectionCard
      title="Classificação e acessibilidade"
      className="p-4 sm:p-5 md:col-span-2"
      headingClassName="mb-4"
    >
      <div className="grid gap-5 md:grid-cols-2">
        <div>
          <div className="flex items-start gap-3">
            <Select
              label="Classificação indicativa"
              options={RATING_OPTIONS}
              className="min-w-0 flex-1"
              {...field('classificacao_indicativa')}
            />
            <div className="pt-7">
              <AgeRatingSymbol rating={rating} />
            </div>
          </div>
          <p className="mt-1.5 text-xs text-ink-muted">
            {rating ? AGE_RATING_STYLES[rating].description : 'Obrigatória para publicar'} (ECA, art. 74:
            aparece no site e no ingresso).
          </p>
        </div>
        <TextField
          label="Regra para menores (opcional)"
          maxLength={MINORS_RULE_MAX}
          placeholder="Menores de 16 só acompanhados dos pais ou responsáveis"
          hint="Aparece sob a classificação, na página do evento e no ingresso."
          {...field('regra_menores')}
        />
        <div className="md:col-span-2">
          <Controller
            control={control}
            name="acessibilidade"
            render={({ field: resources }) => (
              <Checklist
                legend="Recursos de acessibilidade"
                legendStyle="label"
                description="Lei 13.146/2015 (LBI), art. 63: a página do evento lista os recursos marcados."
                choices={RESOURCE_CHOICES}
                value={resources.value ?? []}
                onChange={resources.onChange}
                emptyText=""
                missingLabel={(code) => code}
                listClassName="sm:grid sm:grid-cols-2 sm:divide-y-0"
                error={errors.acessibilidade?.message}
              />
            )}
          />
        </div>
        <Textarea
          label="Outras informações de acessibilidade (opcional)"
          className="md:col-span-2"
          rows={3}
          counter={{ length: info.length, max: ACCESSIBILITY_INFO_MAX }}
          {...field('acessibilidade_info')}
        />
      </div>
    </SectionCard>
  );
}
