// How the buyer pays: three big choices (a radio group), then the method's fields: the cash
// received with the change shown live, the card machine's authorisation code (required), brand
// and debit/credit (optional); PIX needs nothing here (its QR comes after confirming).
import { Banknote, CreditCard, QrCode } from 'lucide-react';
import {
  CARD_BRAND_LABELS,
  CARD_BRANDS,
  CARD_MODE_LABELS,
  CARD_MODES,
  changeFor,
  DOOR_METHOD_LABELS,
  DOOR_PAYMENT_METHODS,
  type CardBrand,
  type CardMode,
  type DoorPaymentMethod,
} from '@gn/core/door-sale';
import { formatBRL } from '@gn/core/money';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { MoneyField } from './money-field';

const ICONS = { dinheiro: Banknote, pix: QrCode, maquininha: CreditCard } as const;

export interface PaymentInputs {
  metodo: DoorPaymentMethod;
  recebido: string;
  autorizacao: string;
  bandeira: CardBrand | '';
  modalidade: CardMode | '';
}

export function PaymentPicker({
  value,
  onChange,
  total,
  received,
}: {
  value: PaymentInputs;
  onChange: (next: PaymentInputs) => void;
  total: number;
  /** the cash typed, in centavos (null: none or unreadable) */
  received: number | null;
}) {
  const set = (patch: Partial<PaymentInputs>) => onChange({ ...value, ...patch });
  const change = received === null ? null : changeFor(total, received);
  return (
    <div className="grid gap-4">
      <div role="radiogroup" aria-label="Forma de pagamento" className="grid grid-cols-3 gap-2">
        {DOOR_PAYMENT_METHODS.map((m) => {
          const Icon = ICONS[m];
          const checked = value.metodo === m;
          return (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={checked}
              onClick={() => set({ metodo: m })}
              className={`flex min-h-16 flex-col items-center justify-center gap-1 rounded-lg border p-2 text-sm font-semibold transition-colors ${
                checked
                  ? 'border-accent bg-accent text-on-accent'
                  : 'border-line-strong bg-surface text-ink hover:bg-surface-muted'
              }`}
            >
              <Icon className="h-5 w-5" aria-hidden="true" />
              {m === 'maquininha' ? 'Cartão' : DOOR_METHOD_LABELS[m]}
            </button>
          );
        })}
      </div>
      {value.metodo === 'dinheiro' && (
        <div className="grid gap-2 sm:grid-cols-2 sm:items-start">
          <MoneyField
            label="Valor recebido"
            value={value.recebido}
            onChange={(recebido) => set({ recebido })}
          />
          <div className="rounded-lg bg-surface-muted p-3" aria-live="polite">
            <p className="text-sm text-ink-muted">Troco</p>
            <p
              className={`text-2xl font-bold tabular-nums ${change && !change.ok ? 'text-danger' : 'text-ink'}`}
              data-testid="change"
            >
              {change === null
                ? '—'
                : change.ok
                  ? formatBRL(change.change)
                  : `Faltam ${formatBRL(change.missing)}`}
            </p>
          </div>
        </div>
      )}
      {value.metodo === 'maquininha' && (
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label="Código de autorização"
            value={value.autorizacao}
            onChange={(e) => set({ autorizacao: e.target.value })}
            autoCapitalize="characters"
            maxLength={12}
            hint="Impresso no comprovante da maquininha"
          />
          <Select
            label="Bandeira (opcional)"
            value={value.bandeira}
            onChange={(e) => set({ bandeira: e.target.value as CardBrand | '' })}
            options={[
              { value: '', label: 'Não informada' },
              ...CARD_BRANDS.map((b) => ({ value: b, label: CARD_BRAND_LABELS[b] })),
            ]}
          />
          <Select
            label="Débito ou crédito (opcional)"
            value={value.modalidade}
            onChange={(e) => set({ modalidade: e.target.value as CardMode | '' })}
            options={[
              { value: '', label: 'Não informado' },
              ...CARD_MODES.map((m) => ({ value: m, label: CARD_MODE_LABELS[m] })),
            ]}
          />
        </div>
      )}
      {value.metodo === 'pix' && (
        <p className="text-sm text-ink-muted">
          Ao confirmar, o QR Code do PIX aparece na tela para o comprador pagar pelo celular.
        </p>
      )}
    </div>
  );
}
