import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { brandSettingsSchema, type BrandSettings, type BrandSettingsInput } from '@gn/core/schemas/settings';
import { ImageUpload } from '../../ui/ImageUpload';
import { TextField } from '../../ui/TextField';
import { BrandPreview } from './BrandPreview';
import { ColorField } from './ColorField';
import { SettingsForm, SettingsSection } from './SettingsForm';
import { announceInvalid, useSaveSettings } from './use-save-settings';

const LOGO_HINT = 'PNG com fundo transparente, cerca de 480x96. A transparência é mantida.';

/** Marca & Tema: site name, logos for each theme, favicon and the primary colour. */
export function BrandTab({ initial }: { initial: BrandSettings }) {
  const { saving, save } = useSaveSettings('brand');
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<BrandSettingsInput, unknown, BrandSettings>({
    resolver: zodResolver(brandSettingsSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    if (await save(values)) reset(values);
  }, announceInvalid);

  return (
    <SettingsForm label="Marca & Tema" onSubmit={(e) => void onSubmit(e)} saving={saving}>
      <SettingsSection
        title="Identidade"
        description="Nome exibido nos títulos das páginas, no cabeçalho e no rodapé."
      >
        <TextField
          label="Nome do site"
          autoComplete="off"
          error={errors.nome_site?.message}
          {...register('nome_site')}
        />
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
          <Controller
            control={control}
            name="logo_claro_url"
            render={({ field }) => (
              <ImageUpload
                folder="logos"
                label="Logo (tema claro)"
                hint={LOGO_HINT}
                aspectClassName="aspect-[3/1]"
                contain
                value={field.value}
                onChange={field.onChange}
                error={errors.logo_claro_url?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="logo_escuro_url"
            render={({ field }) => (
              <ImageUpload
                folder="logos"
                label="Logo (tema escuro)"
                hint={LOGO_HINT}
                aspectClassName="aspect-[3/1]"
                contain
                value={field.value}
                onChange={field.onChange}
                error={errors.logo_escuro_url?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="favicon_url"
            render={({ field }) => (
              <ImageUpload
                folder="logos"
                label="Favicon"
                hint="Imagem quadrada, PNG de 512x512."
                aspectClassName="aspect-square max-w-32"
                contain
                value={field.value}
                onChange={field.onChange}
                error={errors.favicon_url?.message}
              />
            )}
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
