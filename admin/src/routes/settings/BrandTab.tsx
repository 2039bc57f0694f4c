// The 'Marca & Tema' tab: site name, a logo per theme, favicon and the primary colour, with a
// preview; saving rebuilds the site with them.
import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import { Controller, type Control } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { brandSettingsSchema, type BrandSettings, type BrandSettingsInput } from '@gn/core/schemas/settings';
import { ImageUpload } from '../../ui/ImageUpload';
import { TextField } from '../../ui/TextField';
import { BrandPreview } from './BrandPreview';
import { ColorField } from './ColorField';
import { SettingsForm, SettingsSection } from './SettingsForm';
import { useSettingsTab } from './use-settings-tab';

const LOGO_HINT = 'PNG com fundo transparente, cerca de 480x96. A transparência é mantida.';

/** Marca & Tema: site name, logos for each theme, favicon and the primary colour. */
export function BrandTab({ initial }: { initial: BrandSettings }) {
  const { form, field, saving, onSubmit } = useSettingsTab('brand', {
    resolver: zodResolver(brandSettingsSchema),
    defaultValues: initial,
    toSettings: (values: BrandSettings) => values,
    toForm: (values): BrandSettingsInput => values,
  });
  const {
    control,
    watch,
    formState: { errors },
  } = form;

  return (
    <SettingsForm label="Marca & Tema" onSubmit={onSubmit} saving={saving}>
      <SettingsSection
        title="Identidade"
        description="Nome exibido nos títulos das páginas, no cabeçalho e no rodapé."
      >
        <TextField label="Nome do site" autoComplete="off" {...field('nome_site')} />
      </SettingsSection>

      <SettingsSection
        title="Logos"
        description={
          <>
            O cabeçalho mostra o logo do tema escolhido pelo visitante. Para enviar vários arquivos de uma
            vez, use{' '}
            <Link
              to="/admin/upload-assets"
              className="font-medium text-accent-ink underline-offset-2 hover:underline"
            >
              <Upload className="mr-0.5 inline size-3.5" aria-hidden="true" />
              Enviar assets
            </Link>
            .
          </>
        }
      >
        <div className="grid gap-5 md:grid-cols-2">
          <LogoUpload control={control} name="logo_claro_url" label="Logo (tema claro)" />
          <LogoUpload control={control} name="logo_escuro_url" label="Logo (tema escuro)" />
          <LogoUpload
            control={control}
            name="favicon_url"
            label="Favicon"
            hint="Imagem quadrada, PNG de 512x512."
            aspectClassName="aspect-square max-w-32"
          />
        </div>
      </SettingsSection>

      <SettingsSection title="Tema" description="A cor principal de botões, links e destaques do site.">
        <Controller
          control={control}
          name="cor_primaria"
          render={({ field }) => (
            <ColorField
              label="Cor primária"
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.cor_primaria?.message}
            />
          )}
        />
        <BrandPreview
          siteName={watch('nome_site') ?? ''}
          logoLight={watch('logo_claro_url') ?? null}
          logoDark={watch('logo_escuro_url') ?? null}
          color={watch('cor_primaria') ?? ''}
        />
      </SettingsSection>
    </SettingsForm>
  );
}

/** One of the brand's images, shown whole (contain) in its box. */
function LogoUpload({
  control,
  name,
  label,
  hint = LOGO_HINT,
  aspectClassName = 'aspect-[3/1]',
}: {
  control: Control<BrandSettingsInput, unknown, BrandSettings>;
  name: 'logo_claro_url' | 'logo_escuro_url' | 'favicon_url';
  label: string;
  hint?: string;
  aspectClassName?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageUpload
          folder="logos"
          label={label}
          hint={hint}
          aspectClassName={aspectClassName}
          contain
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
