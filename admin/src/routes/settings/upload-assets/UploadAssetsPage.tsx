// /admin/upload-assets: sends the logos and favicon through the upload function, shows their
// public URLs and can apply them to the brand settings.
import { CheckCircle2, Copy, FileImage, LoaderCircle, Upload, XCircle } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import type { BrandSettings } from '@gn/core/schemas/settings';
import { IMAGE_NOT_IMAGE_MESSAGE, isImageType } from '@gn/core/schemas/upload';
import { errorDescription } from '../../../lib/form-action';
import { uploadImage } from '../../../lib/upload';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { useSaveSettings } from '../use-save-settings';

type AssetKey = 'logo_claro_url' | 'logo_escuro_url' | 'favicon_url';

const ASSETS: readonly { key: AssetKey; label: string; hint: string }[] = [
  { key: 'logo_claro_url', label: 'Logo (tema claro)', hint: 'PNG transparente para fundo claro.' },
  { key: 'logo_escuro_url', label: 'Logo (tema escuro)', hint: 'PNG transparente para fundo escuro.' },
  { key: 'favicon_url', label: 'Favicon', hint: 'Quadrado, 512x512.' },
];

type Slot = { file: File | null; status: 'idle' | 'sending' | 'sent' | 'failed'; url: string | null };
type Slots = Record<AssetKey, Slot>;

const EMPTY: Slot = { file: null, status: 'idle', url: null };

/**
 * /admin/upload-assets: sends the site's logos and favicon through the admin upload function
 * (folder logos/, PNG with transparency), shows their public URLs and can apply them to the
 * brand settings.
 */
export function UploadAssetsPage() {
  const [slots, setSlots] = useState<Slots>({
    logo_claro_url: EMPTY,
    logo_escuro_url: EMPTY,
    favicon_url: EMPTY,
  });
  const [sending, setSending] = useState(false);
  const { saving, save } = useSaveSettings('brand');
  const update = (key: AssetKey, patch: Partial<Slot>) =>
    setSlots((s) => ({ ...s, [key]: { ...s[key], ...patch } }));
  const chosen = ASSETS.filter((a) => slots[a.key].file);
  const uploaded = ASSETS.filter((a) => slots[a.key].url);

  async function sendAll() {
    setSending(true);
    let failures = 0;
    for (const asset of chosen) {
      const file = slots[asset.key].file!;
      update(asset.key, { status: 'sending' });
      try {
        const { url } = await uploadImage(file, 'logos');
        update(asset.key, { status: 'sent', url, file: null });
        toast.success(`${asset.label} enviado`);
      } catch (error) {
        failures += 1;
        console.error('Erro ao fazer upload:', error);
        update(asset.key, { status: 'failed' });
        toast.error(`Erro ao fazer upload: ${asset.label}`, { description: errorDescription(error) });
      }
    }
    setSending(false);
    if (failures === 0) toast.success('Todos os assets foram enviados!');
  }

  async function applyToBrand() {
    let brand: BrandSettings;
    try {
      brand = (await import('../settings-queries').then((m) => m.loadSettings())).brand;
    } catch (error) {
      console.error(error);
      toast.error('Erro ao carregar configurações');
      return;
    }
    const next = { ...brand };
    for (const asset of uploaded) next[asset.key] = slots[asset.key].url;
    await save(next);
  }

  return (
    <>
      <PageHeading
        title="Enviar assets"
        description={
          <>
            Logos e favicon do site, enviados para a pasta <code>logos/</code> com endereço público. Depois de
            enviar, aplique-os à marca ou ajuste em{' '}
            <Link
              to="/admin/config"
              className="font-medium text-accent-ink underline-offset-2 hover:underline"
            >
              Configurações
            </Link>
            .
          </>
        }
      />
      <div className="max-w-3xl space-y-4">
        <ul className="space-y-3">
          {ASSETS.map((asset) => (
            <AssetRow
              key={asset.key}
              label={asset.label}
              hint={asset.hint}
              slot={slots[asset.key]}
              disabled={sending}
              onFile={(file) => update(asset.key, { file, status: 'idle' })}
            />
          ))}
        </ul>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {uploaded.length > 0 && (
            <Button variant="secondary" busy={saving} disabled={sending} onClick={() => void applyToBrand()}>
              Usar na marca do site
            </Button>
          )}
          <Button busy={sending} disabled={chosen.length === 0} onClick={() => void sendAll()}>
            <Upload className="size-4" aria-hidden="true" />
            Enviar assets
          </Button>
        </div>
      </div>
    </>
  );
}

function AssetRow({
  label,
  hint,
  slot,
  disabled,
  onFile,
}: {
  label: string;
  hint: string;
  slot: Slot;
  disabled: boolean;
  onFile: (file: File | null) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <li className="rounded-xl border border-line bg-surface p-4 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <label htmlFor={id} className="text-sm font-semibold text-ink">
            {label}
          </label>
          <p className="text-xs text-ink-muted">{hint}</p>
        </div>
        <div className="flex min-w-0 items-center gap-2">
          <StatusIcon status={slot.status} />
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept="image/*"
            disabled={disabled}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              if (file && !isImageType(file.type)) {
                toast.error(IMAGE_NOT_IMAGE_MESSAGE);
                event.target.value = '';
                onFile(null);
                return;
              }
              onFile(file);
            }}
          />
          <Button
            variant="secondary"
            className="h-9 shrink-0 px-3"
            disabled={disabled}
            onClick={() => inputRef.current?.click()}
          >
            Escolher arquivo
          </Button>
          <span className="min-w-0 truncate text-sm text-ink-muted">
            {slot.file?.name ?? 'Nenhum arquivo'}
          </span>
        </div>
      </div>
      {slot.url && <PublicUrl label={label} url={slot.url} />}
    </li>
  );
}

function StatusIcon({ status }: { status: Slot['status'] }) {
  if (status === 'sending')
    return <LoaderCircle className="size-5 shrink-0 animate-spin text-accent-ink" aria-label="Enviando" />;
  if (status === 'sent')
    return <CheckCircle2 className="size-5 shrink-0 text-success" aria-label="Enviado" />;
  if (status === 'failed') return <XCircle className="size-5 shrink-0 text-danger" aria-label="Falhou" />;
  return <FileImage className="size-5 shrink-0 text-ink-muted" aria-hidden="true" />;
}

function PublicUrl({ label, url }: { label: string; url: string }) {
  const absolute = new URL(url, window.location.origin).href;
  return (
    <div className="mt-3 flex items-center gap-2 border-t border-line pt-3">
      <img
        src={url}
        alt=""
        className="size-10 shrink-0 rounded border border-line bg-surface-muted object-contain p-1"
      />
      <input
        readOnly
        value={absolute}
        aria-label={`Endereço público: ${label}`}
        className="h-9 min-w-0 flex-1 rounded-lg border border-line-strong bg-surface-muted px-3 font-mono text-xs text-ink"
        onFocus={(event) => event.target.select()}
      />
      <Button
        variant="ghost"
        className="h-9 shrink-0 px-3"
        aria-label={`Copiar endereço: ${label}`}
        onClick={() =>
          void navigator.clipboard
            .writeText(absolute)
            .then(() => toast.success('Endereço copiado'))
            .catch(() => toast.error('Não foi possível copiar'))
        }
      >
        <Copy className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}
