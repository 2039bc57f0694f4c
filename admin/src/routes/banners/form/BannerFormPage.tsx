// /admin/banners/novo and /admin/banners/{id}: a home carousel banner's image, texts, switch and
// up to two buttons, with a live preview beside the form.
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Images } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { homeBannerFormSchema, type HomeBannerFormValues } from '@gn/core/schemas/banner';
import { coreResolver } from '../../../lib/core-resolver';
import { useRecordFormFlow } from '../../../lib/use-record-form-flow';
import { useRecordLoad } from '../../../lib/use-record-load';
import { BackLink } from '../../../ui/BackLink';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ImageUpload } from '../../../ui/ImageUpload';
import { PageHeading } from '../../../ui/PageHeading';
import { RecordFormActions } from '../../../ui/RecordFormActions';
import { Skeleton } from '../../../ui/Skeleton';
import { SwitchField } from '../../../ui/SwitchField';
import { Textarea } from '../../../ui/Textarea';
import { TextField } from '../../../ui/TextField';
import { UnavailableState } from '../../../ui/UnavailableState';
import { bannerDocToFields, bannerFieldsToInput, emptyBanner, type BannerFields } from '../banner-model';
import { BannerPreview } from './BannerPreview';
import { ButtonFieldset, type Choices } from './ButtonFieldset';
import { fieldBinder } from '../../../lib/bind-field';
import { SectionCard } from '../../../ui/SectionCard';

const resolver = coreResolver<BannerFields, HomeBannerFormValues>(homeBannerFormSchema, {
  toInput: bannerFieldsToInput,
});

async function loadBannerFields(bannerId: string): Promise<BannerFields | null> {
  const { getBanner } = await import('../banner-queries');
  const banner = await getBanner(bannerId);
  return banner ? bannerDocToFields(banner) : null;
}

export function BannerFormPage() {
  const { id } = useParams();
  const bannerId = id ?? null;
  const loaded = useRecordLoad(bannerId, loadBannerFields, emptyBanner, 'Erro ao carregar banner');
  const [choices, setChoices] = useState<Choices | null>(null);

  useEffect(() => {
    let active = true;
    import('../banner-queries')
      .then(({ publishedEvents, publishedNews }) => Promise.all([publishedEvents(), publishedNews()]))
      .then(([events, news]) => active && setChoices({ events, news }))
      .catch((error: unknown) => {
        console.error(error);
        if (!active) return;
        toast.error('Erro ao carregar eventos e notícias publicados');
        setChoices({ events: [], news: [] });
      });
    return () => {
      active = false;
    };
  }, []);

  return (
    <>
      <BackLink to="/admin/banners" label="Banners" />
      <PageHeading
        title={bannerId === null ? 'Novo Banner' : 'Editar Banner'}
        description="Imagem, textos e até dois botões do carrossel da página inicial."
      />
      {loaded.status === 'loading' ? (
        <div aria-busy="true" aria-label="Carregando banner" className="grid gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-4 rounded-xl border border-line bg-surface p-5">
            <Skeleton className="aspect-[8/3] w-full rounded-xl" />
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      ) : loaded.status === 'ready' ? (
        <BannerForm key={bannerId ?? 'novo'} bannerId={bannerId} initial={loaded.value} choices={choices} />
      ) : (
        <UnavailableState
          icon={Images}
          status={loaded.status}
          missing={{ title: 'Banner não encontrado', description: 'Ele pode ter sido excluído.' }}
          failedTitle="Erro ao carregar banner"
          back={{ to: '/admin/banners', label: 'Voltar para os banners', variant: 'secondary' }}
        />
      )}
    </>
  );
}

function BannerForm({
  bannerId,
  initial,
  choices,
}: {
  bannerId: string | null;
  initial: BannerFields;
  choices: Choices | null;
}) {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<BannerFields, unknown, HomeBannerFormValues>({
    resolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const field = fieldBinder(register, errors);
  const buttonProps = { control, register, setValue, errors, choices };
  const temBotao2 = useWatch({ control, name: 'temBotao2' });
  const flow = useRecordFormFlow<HomeBannerFormValues>({
    isNew: bannerId === null,
    listPath: '/admin/banners',
    save: async (values) => {
      const { createBanner, updateBanner } = await import('../banner-queries');
      if (bannerId === null) await createBanner(values);
      else await updateBanner(bannerId, values);
    },
    remove: async () => {
      if (bannerId === null) return;
      const { deleteBanner } = await import('../banner-queries');
      await deleteBanner(bannerId);
    },
    messages: {
      created: 'Banner criado com sucesso',
      updated: 'Banner atualizado com sucesso',
      deleted: 'Banner excluído com sucesso',
      saveFailed: () => 'Erro ao salvar banner',
      deleteFailed: () => 'Erro ao excluir banner',
    },
  });

  return (
    <>
      <form noValidate onSubmit={handleSubmit(flow.submit)}>
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-6">
            <SectionCard title="Conteúdo" className="space-y-4 p-4 sm:p-6" headingClassName="">
              <Controller
                control={control}
                name="imagem_url"
                render={({ field }) => (
                  <ImageUpload
                    folder="banners"
                    label="Imagem do banner"
                    hint="Recomendado: 1920 px de largura, proporção 8:3. A imagem é redimensionada e salva em JPEG."
                    value={field.value}
                    onChange={(url) => field.onChange(url ?? '')}
                    error={errors.imagem_url?.message}
                    aspectClassName="aspect-[8/3]"
                  />
                )}
              />
              <TextField label="Título" maxLength={120} {...field('titulo')} />
              <Textarea label="Descrição" rows={3} maxLength={300} {...field('descricao')} />
              <SwitchField
                control={control}
                name="ativo"
                label="Ativo"
                description="Banners ativos aparecem no carrossel da página inicial."
              />
            </SectionCard>

            <ButtonFieldset n={1} {...buttonProps} />

            <section className="rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-6">
              <SwitchField
                control={control}
                name="temBotao2"
                label="Segundo botão"
                description="Opcional: um segundo link ao lado do primeiro."
              />
              {temBotao2 && (
                <div className="mt-5 border-t border-line pt-5">
                  <ButtonFieldset n={2} {...buttonProps} bare />
                </div>
              )}
            </section>
          </div>

          <aside aria-labelledby="banner-previa" className="min-w-0 lg:sticky lg:top-20">
            <h2 id="banner-previa" className="mb-2 text-sm font-semibold text-ink">
              Prévia
            </h2>
            <BannerPreview control={control} />
          </aside>
        </div>

        <RecordFormActions
          isNew={bannerId === null}
          onDelete={flow.askDelete}
          cancelTo="/admin/banners"
          submitLabel={bannerId === null ? 'Criar Banner' : 'Salvar'}
          submitting={isSubmitting}
        />
      </form>
      <ConfirmDialog
        {...flow.deleteDialog}
        description="Tem certeza que deseja excluir este banner? Esta ação não pode ser desfeita."
      />
    </>
  );
}
