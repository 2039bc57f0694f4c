// One button of the banner form (text, link type, reference). The reference input follows the
// type: a select of published events or news, or a path / URL field; changing the type clears it.
import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import type { HomeBannerFormValues } from '@gn/core/schemas/banner';
import { BANNER_LINK_TYPES } from '@gn/core/visibility';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { LINK_TYPE_LABELS, referenceOptions, type BannerFields, type SlugOption } from '../banner-model';

const TYPE_OPTIONS = BANNER_LINK_TYPES.map((tipo) => ({ value: tipo, label: LINK_TYPE_LABELS[tipo] }));

/** The published events and news a button may point at (null while they load). */
export type Choices = { events: SlugOption[]; news: SlugOption[] };

type ButtonFieldsetProps = {
  n: 1 | 2;
  control: Control<BannerFields, unknown, HomeBannerFormValues>;
  register: UseFormRegister<BannerFields>;
  setValue: UseFormSetValue<BannerFields>;
  errors: FieldErrors<BannerFields>;
  choices: Choices | null;
  /** Without its own card (inside the second button's section). */
  bare?: boolean;
};
export function ButtonFieldset({
  n,
  control,
  register,
  setValue,
  errors,
  choices,
  bare = false,
}: ButtonFieldsetProps) {
  const name = n === 1 ? 'botao1' : 'botao2';
  const tipo = useWatch({ control, name: `${name}.tipo` });
  const fieldErrors = errors[name];
  const typeRegistration = register(`${name}.tipo`);

  const items = tipo === 'evento' ? choices?.events : tipo === 'noticia' ? choices?.news : undefined;
  // Controlled: the select's options arrive after the form, and the input changes with the type.
  const reference = (
    <Controller
      control={control}
      name={`${name}.referencia`}
      render={({ field }) =>
        tipo === 'evento' || tipo === 'noticia' ? (
          <Select
            {...field}
            label={tipo === 'evento' ? 'Evento publicado' : 'Notícia publicada'}
            options={referenceOptions(
              items ?? [],
              field.value,
              items ? (tipo === 'evento' ? 'Selecione um evento' : 'Selecione uma notícia') : 'Carregando...',
            )}
            disabled={!items}
            error={fieldErrors?.referencia?.message}
          />
        ) : (
          <TextField
            {...field}
            label={tipo === 'pagina' ? 'Caminho da página' : 'Endereço (URL)'}
            type={tipo === 'url' ? 'url' : 'text'}
            inputMode={tipo === 'url' ? 'url' : undefined}
            placeholder={tipo === 'pagina' ? '/eventos' : 'https://'}
            error={fieldErrors?.referencia?.message}
          />
        )
      }
    />
  );

  const content = (
    <fieldset className="min-w-0">
      <legend className="text-base font-semibold text-ink">{`Botão ${n}`}</legend>
      {n === 1 && <p className="mt-1 text-sm text-ink-muted">Obrigatório.</p>}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label="Texto do botão"
          placeholder="Ex.: Comprar ingresso"
          maxLength={40}
          className="sm:col-span-2"
          error={fieldErrors?.texto?.message}
          {...register(`${name}.texto`)}
        />
        <Select
          label="Tipo de link"
          options={TYPE_OPTIONS}
          {...typeRegistration}
          onChange={(event) => {
            void typeRegistration.onChange(event);
            // A slug of an event means nothing as a news slug, a path or a URL.
            setValue(`${name}.referencia`, '', { shouldValidate: false });
          }}
        />
        {reference}
      </div>
    </fieldset>
  );

  return bare ? (
    content
  ) : (
    <section className="rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-6">{content}</section>
  );
}
