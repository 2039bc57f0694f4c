// Settings › Privacidade: the LGPD rights the person exercises alone (art. 18): "Baixar meus dados"
// (a JSON file of everything stored about them) and "Excluir minha conta" (a dialog that asks the
// password again and the word EXCLUIR). What is kept after a deletion, and why, is on /privacidade.
import { useEffect, useRef, useState } from 'react';
import { Download, FileJson, Trash2 } from 'lucide-react';
import { toast } from '../../ui/toasts';
import { Spinner } from '../../ui/Spinner';
import { Card } from '../../ui/kit';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { DATA_EXPORT_DONE, DATA_EXPORT_FAILED } from './messages';
import { downloadMyData } from './privacy-api';

export function PrivacyTab({ email }: { email: string }) {
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const wasDeleting = useRef(false);

  // The dialog unmounts when it closes: the focus goes back to the button that opened it.
  useEffect(() => {
    if (wasDeleting.current && !deleting) deleteButton.current?.focus();
    wasDeleting.current = deleting;
  }, [deleting]);

  async function exportData() {
    setExporting(true);
    try {
      const name = await downloadMyData();
      toast.success(DATA_EXPORT_DONE, { description: name });
    } catch (error) {
      console.error(DATA_EXPORT_FAILED, error);
      toast.error(DATA_EXPORT_FAILED, {
        description: error instanceof Error ? error.message : 'Tente novamente em alguns minutos.',
      });
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="space-y-6">
      <Card>
        <h2 className="text-lg font-bold text-ink">Seus dados e a LGPD</h2>
        <p className="mt-2 text-sm leading-relaxed text-ink-muted">
          Pela Lei Geral de Proteção de Dados (Lei nº 13.709/2018) você pode acessar tudo o que guardamos
          sobre você e pedir a exclusão da sua conta. Nome, telefone, foto e preferências você corrige nas
          outras abas. Saiba mais na nossa{' '}
          <a
            href="/privacidade#direitos"
            className="font-semibold text-accent-ink underline underline-offset-2"
          >
            Política de Privacidade
          </a>
          .
        </p>
      </Card>

      <Card>
        <div className="flex items-start gap-3">
          <FileJson className="mt-0.5 size-5 shrink-0 text-accent-ink" aria-hidden="true" />
          <div className="min-w-0">
            <h3 className="text-base font-bold text-ink">Baixar meus dados</h3>
            <p className="mt-1 text-sm leading-relaxed text-ink-muted">
              Um arquivo JSON com seu perfil, pedidos, ingressos, transferências, listas de espera, mensagens
              de contato, e-mails enviados e suas escolhas de consentimento, com um resumo no início.
            </p>
          </div>
        </div>
        <div className="mt-5 flex sm:justify-end">
          <button
            type="button"
            onClick={() => void exportData()}
            disabled={exporting}
            aria-disabled={exporting || undefined}
            className="gn-btn-secondary w-full disabled:cursor-wait disabled:opacity-80 sm:w-auto"
          >
            {exporting ? <Spinner /> : <Download className="size-4" aria-hidden="true" />}
            {exporting ? 'Preparando arquivo...' : 'Baixar meus dados'}
          </button>
        </div>
      </Card>

      <Card className="border-danger/40">
        <div className="flex items-start gap-3">
          <Trash2 className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
          <div className="min-w-0">
            <h3 className="text-base font-bold text-ink">Excluir minha conta</h3>
            <p className="mt-1 text-sm leading-relaxed text-ink-muted">
              Apaga sua conta e seu perfil e anonimiza seus pedidos e ingressos. Só é possível sem ingressos
              para eventos que ainda vão acontecer. Não pode ser desfeito.
            </p>
          </div>
        </div>
        <div className="mt-5 flex sm:justify-end">
          <button
            ref={deleteButton}
            type="button"
            onClick={() => setDeleting(true)}
            className="gn-btn w-full border border-danger bg-surface text-danger hover:bg-danger/10 sm:w-auto"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Excluir minha conta
          </button>
        </div>
      </Card>

      {deleting && <DeleteAccountDialog email={email} onClose={() => setDeleting(false)} />}
    </div>
  );
}
