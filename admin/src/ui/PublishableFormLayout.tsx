// The frame shared by the forms of publishable content (events, news): back link, heading with
// the public page link, tabs, the actions of docs/spec/backoffice.md §2 (Duplicar, Excluir,
// Cancelar, Salvar Rascunho, Publicar / Atualizar), the delete confirmation and the unsaved-changes
// prompt.
import { Copy, ExternalLink, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Blocker } from 'react-router-dom';
import { BackLink } from './BackLink';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';
import { FormActions } from './FormActions';
import { PageHeading } from './PageHeading';
import { Skeleton } from './Skeleton';
import { Tabs, type TabItem } from './Tabs';
import type { PublishableFormBusy } from '../lib/use-publishable-form';

type Props = {
  back: { to: string; label: string };
  title: string;
  description: ReactNode;
  /** The public page, shown once the item has been published. */
  publicUrl: string | null;
  /** More links beside 'Ver no site' (e.g. the event's 'Lista de espera'). */
  headerLinks?: ReactNode;
  formLabel: string;
  tabsLabel: string;
  tabs: TabItem[];
  tab: number;
  onTabChange: (index: number) => void;
  isEdit: boolean;
  wasPublished: boolean;
  busy: PublishableFormBusy;
  onSave: (mode: 'draft' | 'publish') => void;
  onCancel: () => void;
  onDuplicate: () => void;
  confirmDeleteOpen: boolean;
  onConfirmDeleteChange: (open: boolean) => void;
  onDelete: () => void;
  deleteDescription: string;
  discardDescription: string;
  blocker: Blocker;
};

export function PublishableFormLayout(p: Props) {
  const anyBusy = p.busy !== null;
  return (
    <>
      <BackLink to={p.back.to} label={p.back.label} />
      <PageHeading
        title={p.title}
        description={p.description}
        actions={
          (p.publicUrl || p.headerLinks) && (
            <>
              {p.headerLinks}
              {p.publicUrl && (
                <a
                  href={p.publicUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex shrink-0 items-center gap-1.5 text-sm font-medium text-accent-ink hover:underline"
                >
                  Ver no site
                  <ExternalLink className="size-4" aria-hidden="true" />
                  <span className="sr-only">(abre em nova aba)</span>
                </a>
              )}
            </>
          )
        }
      />

      <form noValidate onSubmit={(event) => event.preventDefault()} aria-label={p.formLabel}>
        <Tabs label={p.tabsLabel} selectedIndex={p.tab} onChange={p.onTabChange} tabs={p.tabs} />

        <FormActions
          start={
            p.isEdit && (
              <>
                <Button
                  variant="secondary"
                  onClick={p.onDuplicate}
                  busy={p.busy === 'duplicate'}
                  disabled={anyBusy}
                >
                  <Copy className="size-4" aria-hidden="true" />
                  Duplicar
                </Button>
                <Button variant="danger" onClick={() => p.onConfirmDeleteChange(true)} disabled={anyBusy}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  Excluir
                </Button>
              </>
            )
          }
        >
          <Button variant="ghost" onClick={p.onCancel} disabled={anyBusy}>
            Cancelar
          </Button>
          <Button
            variant="secondary"
            onClick={() => p.onSave('draft')}
            busy={p.busy === 'draft'}
            disabled={anyBusy}
          >
            Salvar Rascunho
          </Button>
          <Button onClick={() => p.onSave('publish')} busy={p.busy === 'publish'} disabled={anyBusy}>
            {p.wasPublished ? 'Atualizar' : 'Publicar'}
          </Button>
        </FormActions>
      </form>

      <ConfirmDialog
        open={p.confirmDeleteOpen}
        title="Confirmar exclusão"
        description={p.deleteDescription}
        confirmLabel="Excluir"
        busy={p.busy === 'delete'}
        onConfirm={p.onDelete}
        onClose={() => p.onConfirmDeleteChange(false)}
      />
      <ConfirmDialog
        open={p.blocker.state === 'blocked'}
        title="Descartar alterações?"
        description={p.discardDescription}
        confirmLabel="Descartar"
        cancelLabel="Continuar editando"
        onConfirm={() => p.blocker.proceed?.()}
        onClose={() => p.blocker.reset?.()}
      />
    </>
  );
}

/** The form's placeholder while the saved item loads: heading, `tabs` tabs and `fields` fields. */
export function PublishableFormSkeleton({
  label,
  tabs,
  fields,
}: {
  label: string;
  tabs: number;
  fields: number;
}) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="mb-3 h-5 w-24" />
      <Skeleton className="mb-6 h-8 w-56" />
      <div className="mb-6 flex gap-2 border-b border-line pb-2">
        {Array.from({ length: tabs }, (_, i) => (
          <Skeleton key={i} className="h-7 w-24" />
        ))}
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        {Array.from({ length: fields }, (_, i) => (
          <div key={i}>
            <Skeleton className="mb-2 h-4 w-28" />
            <Skeleton className="h-11 w-full rounded-lg" />
          </div>
        ))}
      </div>
    </div>
  );
}
