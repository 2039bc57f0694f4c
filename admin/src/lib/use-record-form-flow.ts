// Save and delete of the simple edit screens (price and category tables, banners): the
// toasts, back to the list on success, and the delete confirmation's state.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';

type Options<TValues> = {
  isNew: boolean;
  /** Where a saved or deleted item leaves to, e.g. '/admin/tabelas'. */
  listPath: string;
  save: (values: TValues) => Promise<void>;
  remove: () => Promise<void>;
  /** Why the item cannot be deleted now (e.g. it is in use), toasted instead of asking. */
  deleteBlockedReason?: string | null;
  messages: {
    created: string;
    updated: string;
    deleted: string;
    /** The error toast's text, e.g. the server's pt-BR message or 'Erro ao salvar tabela'. */
    saveFailed: (error: unknown) => string;
    deleteFailed: (error: unknown) => string;
  };
};

export function useRecordFormFlow<TValues>(o: Options<TValues>) {
  const navigate = useNavigate();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function submit(values: TValues) {
    try {
      await o.save(values);
      toast.success(o.isNew ? o.messages.created : o.messages.updated);
      navigate(o.listPath);
    } catch (error) {
      console.error(error);
      toast.error(o.messages.saveFailed(error));
    }
  }

  function askDelete() {
    if (o.deleteBlockedReason) {
      toast.error(o.deleteBlockedReason);
      return;
    }
    setConfirmOpen(true);
  }

  async function confirmDelete() {
    setDeleting(true);
    try {
      await o.remove();
      toast.success(o.messages.deleted);
      navigate(o.listPath);
    } catch (error) {
      console.error(error);
      toast.error(o.messages.deleteFailed(error));
      setDeleting(false);
      setConfirmOpen(false);
    }
  }

  return {
    submit,
    askDelete,
    /** For ConfirmDialog, with the page's description. */
    deleteDialog: {
      open: confirmOpen,
      title: 'Confirmar exclusão',
      onConfirm: () => void confirmDelete(),
      onClose: () => setConfirmOpen(false),
      busy: deleting,
    },
  };
}
