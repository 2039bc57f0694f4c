// The PIX part of the waiting page: the QR code to scan and the copy-and-paste code, with
// 'Copiar código' (when the clipboard refuses, the code is selected for a manual copy).
import { toast } from '../../ui/toasts';
import { Copy } from 'lucide-react';
import { WAITING_MESSAGES } from './waiting';

export function PixPanel({ pix }: { pix: { payload: string; encodedImage: string } }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(pix.payload);
      toast.success(WAITING_MESSAGES.copied);
    } catch (error) {
      console.error('Falha ao copiar', error);
      toast.error(WAITING_MESSAGES.copyFailed);
      const field = document.getElementById('pix-codigo');
      if (field instanceof HTMLTextAreaElement) field.select();
    }
  }
  return (
    <section aria-labelledby="pix-titulo" className="mt-8 border-t border-line pt-8">
      <h2 id="pix-titulo" className="text-lg font-bold">
        Pague com PIX
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Abra o app do seu banco e escaneie o QR Code, ou use o código copia e cola.
      </p>
      <img
        src={`data:image/png;base64,${pix.encodedImage}`}
        alt="QR Code PIX do pedido"
        width={220}
        height={220}
        className="mx-auto mt-5 size-56 rounded-2xl border border-line bg-white p-2"
      />
      <label htmlFor="pix-codigo" className="mt-6 block text-left text-sm font-semibold">
        Código PIX copia e cola
      </label>
      <textarea
        id="pix-codigo"
        readOnly
        rows={3}
        value={pix.payload}
        onFocus={(e) => e.currentTarget.select()}
        className="mt-1.5 block w-full resize-none rounded-xl border border-line-strong bg-surface-muted px-3.5 py-2.5 font-mono text-xs break-all text-ink"
      />
      <button type="button" onClick={() => void copy()} className="gn-btn-secondary mt-3 w-full sm:w-auto">
        <Copy className="size-4" />
        Copiar código
      </button>
    </section>
  );
}
