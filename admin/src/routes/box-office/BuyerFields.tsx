// The buyer at the door: name, CPF and e-mail, all optional (the e-mail receives the tickets);
// when the event names its tickets (or a wheelchair pair is sold), one holder per ticket.
import { TextField } from '../../ui/TextField';

export interface BuyerInputs {
  nome: string;
  cpf: string;
  email: string;
}
export type HolderInputs = { nome: string; cpf: string }[];

export function BuyerFields({
  buyer,
  onBuyer,
  holders,
  onHolders,
  holderCount,
}: {
  buyer: BuyerInputs;
  onBuyer: (next: BuyerInputs) => void;
  holders: HolderInputs;
  onHolders: (next: HolderInputs) => void;
  /** 0: the sale names no holder */
  holderCount: number;
}) {
  const setHolder = (n: number, patch: Partial<HolderInputs[number]>) =>
    onHolders(
      Array.from({ length: holderCount }, (_, i) => ({
        nome: '',
        cpf: '',
        ...holders[i],
        ...(i === n ? patch : {}),
      })),
    );
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Nome (opcional)"
          value={buyer.nome}
          onChange={(e) => onBuyer({ ...buyer, nome: e.target.value })}
          autoComplete="off"
        />
        <TextField
          label="CPF (opcional)"
          value={buyer.cpf}
          inputMode="numeric"
          onChange={(e) => onBuyer({ ...buyer, cpf: e.target.value })}
          autoComplete="off"
        />
        <TextField
          label="E-mail (opcional)"
          type="email"
          value={buyer.email}
          onChange={(e) => onBuyer({ ...buyer, email: e.target.value })}
          hint="Recebe os ingressos por e-mail"
          autoComplete="off"
        />
      </div>
      {holderCount > 0 && (
        <fieldset className="grid gap-3 rounded-lg border border-line p-3">
          <legend className="px-1 text-sm font-semibold text-ink">
            Ingresso nominal: titular de cada ingresso
          </legend>
          {Array.from({ length: holderCount }, (_, n) => (
            <div key={n} className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={`Titular ${n + 1}: nome`}
                value={holders[n]?.nome ?? ''}
                onChange={(e) => setHolder(n, { nome: e.target.value })}
              />
              <TextField
                label={`Titular ${n + 1}: CPF`}
                inputMode="numeric"
                value={holders[n]?.cpf ?? ''}
                onChange={(e) => setHolder(n, { cpf: e.target.value })}
              />
            </div>
          ))}
        </fieldset>
      )}
    </div>
  );
}
