import { zodResolver } from '@hookform/resolvers/zod';
import { FileX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useBlocker, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { formatDateTime } from '@gn/core/dates';
import { htmlToText } from '@gn/core/html/sanitize';
import { NEWS_PUBLISH_MESSAGE, canPublishNews } from '@gn/core/schemas/news';
import { slugify } from '@gn/core/slug';
import { siteLink } from '../../../config';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { ImageUpload } from '../../../ui/ImageUpload';
import { PublishableFormLayout } from '../../../ui/PublishableFormLayout';
import { errorDescription, runFormAction } from '../../../lib/form-action';
import { RichTextEditor } from '../../../ui/RichTextEditor';
import { SeoPanel } from '../../../ui/SeoPanel';
import { Select } from '../../../ui/Select';
import { Skeleton } from '../../../ui/Skeleton';
import { TextField } from '../../../ui/TextField';
import {
  deleteNews,
  duplicateNews,
  isNewsSlugTaken,
  loadNews,
  saveNewsDoc,
  type NewsRecord,
} from '../news-data';
import {
  NEWS_FORM_DEFAULTS,
  NEWS_SLUG_TAKEN_MESSAGE,
  NEWS_TABS,
  newsDocFromForm,
  newsFormSchema,
  newsTabsWithErrors,
  type NewsFormInput,
  type NewsFormValues,
} from './news-form-schema';

const STATUS_OPTIONS = [
  { value: 'rascunho', label: 'Rascunho' },
  { value: 'publicado', label: 'Publicado' },
];

type Busy = 'draft' | 'publish' | 'duplicate' | 'delete' | null;

/** /admin/noticias/novo and /admin/noticias/:id. Keyed by id so that a duplicate opens fresh. */
export function NewsFormPage() {
  const { id } = useParams();
  return <NewsForm key={id ?? 'novo'} id={id ?? null} />;
}

function NewsForm({ id }: { id: string | null }) {
  const navigate = useNavigate();
  const isEdit = id !== null;
  // undefined: loading; null: a new item; 'missing': not found.
  const [existing, setExisting] = useState<NewsRecord | null | undefined | 'missing'>(
    isEdit ? undefined : null,
  );
  const [tab, setTab] = useState(0);
  const [busy, setBusy] = useState<Busy>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const slugEdited = useRef(isEdit);
  const leaving = useRef(false);

  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    setValue,
    setError,
    getValues,
    formState: { errors, isDirty, isSubmitted },
  } = useForm<NewsFormInput, unknown, NewsFormValues>({
    resolver: zodResolver(newsFormSchema),
    defaultValues: NEWS_FORM_DEFAULTS,
    mode: 'onTouched',
  });

  useEffect(() => {
    if (!id) return;
    let active = true;
    loadNews(id)
      .then((news) => {
        if (!active) return;
        if (!news) {
          setExisting('missing');
          return;
        }
        reset({
          titulo: news.titulo,
          slug: news.slug,
          corpo: news.corpo,
          capa_url: news.capa_url,
          status: news.status,
          seo_titulo: news.seo_titulo ?? '',
          seo_descricao: news.seo_descricao ?? '',
        });
        setExisting(news);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!active) return;
        toast.error('Erro ao carregar notícia');
        setExisting('missing');
      });
    return () => {
      active = false;
    };
  }, [id, reset]);

  const titulo = watch('titulo');
  useEffect(() => {
    if (slugEdited.current) return;
    setValue('slug', slugify(titulo ?? ''), { shouldValidate: isSubmitted, shouldDirty: true });
  }, [titulo, setValue, isSubmitted]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  function leave(to: string) {
    leaving.current = true;
    navigate(to);
  }

  function onInvalid(fieldErrors: FieldErrors<NewsFormInput>, announce = true) {
    const tabs = newsTabsWithErrors(Object.keys(fieldErrors));
    if (tabs[0] !== undefined && !tabs.includes(tab)) setTab(tabs[0]);
    if (announce) toast.error('Verifique os campos destacados');
  }

  const current = existing && existing !== 'missing' ? existing : null;

  async function persist(values: NewsFormValues, action: 'draft' | 'publish') {
    setBusy(action);
    try {
      const { fields, publicadoEm } = newsDocFromForm(
        values,
        action,
        current?.publicado_em ?? null,
        new Date(),
      );
      if (await isNewsSlugTaken(fields.slug, id)) {
        setError('slug', { message: NEWS_SLUG_TAKEN_MESSAGE }, { shouldFocus: true });
        setTab(0);
        toast.error(NEWS_SLUG_TAKEN_MESSAGE);
        return;
      }
      await saveNewsDoc(current, fields, publicadoEm);
      toast.success(current ? 'Notícia atualizada com sucesso' : 'Notícia criada com sucesso');
      leave('/admin/noticias');
    } catch (error) {
      console.error(error);
      toast.error('Erro ao salvar notícia', { description: errorDescription(error) });
    } finally {
      setBusy(null);
    }
  }

  function save(action: 'draft' | 'publish') {
    if (action === 'publish' && !canPublishNews(getValues())) {
      toast.error(NEWS_PUBLISH_MESSAGE);
      // Show the field errors too, without a second toast.
      void handleSubmit(
        () => undefined,
        (fieldErrors) => onInvalid(fieldErrors, false),
      )();
      return;
    }
    void handleSubmit(
      (values) => persist(values, action),
      (fieldErrors) => onInvalid(fieldErrors),
    )();
  }

  async function duplicate() {
    if (!id) return;
    await runFormAction(setBusy, 'duplicate', 'Erro ao duplicar notícia', async () => {
      const copyId = await duplicateNews(id);
      toast.success('Notícia duplicada com sucesso');
      leave(`/admin/noticias/${copyId}`);
    });
  }

  async function remove() {
    if (!id) return;
    await runFormAction(
      setBusy,
      'delete',
      'Erro ao excluir notícia',
      async () => {
        await deleteNews(id);
        setConfirmDelete(false);
        toast.success('Notícia excluída com sucesso');
        leave('/admin/noticias');
      },
      () => setConfirmDelete(false),
    );
  }

  if (existing === 'missing') {
    return (
      <EmptyState
        icon={FileX}
        title="Notícia não encontrada"
        description="Ela pode ter sido excluída."
        action={<ButtonLink to="/admin/noticias">Voltar para notícias</ButtonLink>}
      />
    );
  }
  if (existing === undefined) return <NewsFormSkeleton />;

  const slug = watch('slug') ?? '';
  const corpo = watch('corpo') ?? '';
  const validSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length >= 3;
  const pageUrl = validSlug ? siteLink(`/noticias/${slug}`) : null;
  const wasPublished = current?.status === 'publicado';
  const invalidTabs = new Set(newsTabsWithErrors(Object.keys(errors)));
  const anyBusy = busy !== null;

  const general = (
    <div className="grid gap-5 md:grid-cols-2">
      <TextField
        label="Título"
        className="md:col-span-2"
        error={errors.titulo?.message}
        {...register('titulo')}
      />
      <div>
        <TextField
          label="Slug"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.slug?.message}
          {...register('slug', {
            onChange: (event: { target: { value: string } }) => {
              slugEdited.current = event.target.value !== '';
            },
          })}
        />
        {!errors.slug && (
          <p className="mt-1.5 text-xs break-all text-ink-muted">
            {isEdit ? 'Endereço da página: ' : 'Gerado a partir do título. Endereço: '}/noticias/{slug || '…'}
          </p>
        )}
      </div>
      <div>
        <Select
          label="Status"
          options={STATUS_OPTIONS}
          error={errors.status?.message}
          {...register('status')}
        />
        <p className="mt-1.5 text-xs text-ink-muted">
          {current?.publicado_em
            ? `Publicada pela primeira vez em ${formatDateTime(current.publicado_em)}.`
            : 'A data de publicação é registrada na primeira vez que a notícia é publicada.'}
        </p>
      </div>
    </div>
  );

  const content = (
    <div className="space-y-6">
      <div className="max-w-2xl">
        <Controller
          control={control}
          name="capa_url"
          render={({ field }) => (
            <ImageUpload
              folder="news"
              label="Imagem de capa"
              hint="Recomendado: 1200x630. A imagem é redimensionada e convertida para JPEG."
              aspectClassName="aspect-[1200/630]"
              value={field.value}
              onChange={(url) => field.onChange(url)}
              disabled={anyBusy}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="corpo"
        render={({ field }) => (
          <RichTextEditor
            label="Conteúdo"
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            rows={16}
            error={errors.corpo?.message}
          />
        )}
      />
    </div>
  );

  const seo = (
    <SeoPanel
      titleInput={register('seo_titulo')}
      titleValue={watch('seo_titulo') ?? ''}
      titleError={errors.seo_titulo?.message}
      descriptionInput={register('seo_descricao')}
      descriptionValue={watch('seo_descricao') ?? ''}
      descriptionError={errors.seo_descricao?.message}
      fallbackTitle={titulo ?? ''}
      fallbackDescription={htmlToText(corpo, 160)}
      pageUrl={pageUrl}
      imageUrl={watch('capa_url') ?? null}
      visibilityNote="A página só fica pública quando a notícia está publicada."
    />
  );

  return (
    <PublishableFormLayout
      back={{ to: '/admin/noticias', label: 'Notícias' }}
      title={isEdit ? 'Editar Notícia' : 'Nova Notícia'}
      description={isEdit ? getValues('titulo') : 'Escreva a notícia e publique quando estiver pronta.'}
      publicUrl={wasPublished && pageUrl ? pageUrl : null}
      formLabel={isEdit ? 'Editar notícia' : 'Nova notícia'}
      tabsLabel="Seções da notícia"
      tab={tab}
      onTabChange={setTab}
      tabs={[
        { label: NEWS_TABS[0], content: general, invalid: invalidTabs.has(0) },
        { label: NEWS_TABS[1], content: content, invalid: invalidTabs.has(1) },
        { label: NEWS_TABS[2], content: seo, invalid: invalidTabs.has(2) },
      ]}
      isEdit={isEdit}
      wasPublished={wasPublished}
      busy={busy}
      onSave={save}
      onCancel={() => navigate('/admin/noticias')}
      onDuplicate={() => void duplicate()}
      confirmDeleteOpen={confirmDelete}
      onConfirmDeleteChange={setConfirmDelete}
      onDelete={() => void remove()}
      deleteDescription="Tem certeza que deseja excluir esta notícia? Esta ação não pode ser desfeita."
      discardDescription="As alterações não salvas desta notícia serão perdidas."
      blocker={blocker}
    />
  );
}

function NewsFormSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Carregando notícia...
      </p>
      <Skeleton className="mb-3 h-5 w-24" />
      <Skeleton className="mb-6 h-8 w-56" />
      <div className="mb-6 flex gap-2 border-b border-line pb-2">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-7 w-24" />
        ))}
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i}>
            <Skeleton className="mb-2 h-4 w-28" />
            <Skeleton className="h-11 w-full rounded-lg" />
          </div>
        ))}
      </div>
    </div>
  );
}
