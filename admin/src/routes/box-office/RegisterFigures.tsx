// A register's figures by method: expected (and, once closed, counted and the difference), with
// the float, withdrawals and top-ups; the same table on the sale screen and the admin's list.
import { DOOR_METHOD_LABELS, DOOR_PAYMENT_METHODS } from '@gn/core/door-sale';
import { differenceText, salesTotal, type RegisterView } from '@gn/core/cash-register';
import { formatBRL } from '@gn/core/money';

function diffClass(centavos: number): string {
  if (centavos === 0) return 'text-ink-muted';
  return centavos < 0 ? 'font-semibold text-danger' : 'font-semibold text-success';
}

export function RegisterFigures({ caixa }: { caixa: RegisterView }) {
  const closed = caixa.contado !== null && caixa.diferenca !== null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-xs sm:text-sm">
        <caption className="sr-only">Valores do caixa por forma de pagamento</caption>
        <thead>
          <tr className="border-b border-line text-left text-ink-muted">
            <th scope="col" className="py-2 pr-2 font-medium">
              Forma
            </th>
            <th scope="col" className="hidden py-2 pr-2 text-right font-medium sm:table-cell">
              Vendas
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              Esperado
            </th>
            {closed && (
              <>
                <th scope="col" className="py-2 pr-2 text-right font-medium">
                  Contado
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Diferença
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {DOOR_PAYMENT_METHODS.map((m) => (
            <tr key={m} className="border-b border-line/60">
              <th scope="row" className="py-2 pr-2 text-left font-medium text-ink">
                {DOOR_METHOD_LABELS[m]}
              </th>
              <td className="hidden py-2 pr-2 text-right tabular-nums sm:table-cell">
                {caixa.vendas[m].quantidade} · {formatBRL(caixa.vendas[m].valor)}
              </td>
              <td className="py-2 pr-2 text-right tabular-nums">{formatBRL(caixa.esperado[m])}</td>
              {closed && (
                <>
                  <td className="py-2 pr-2 text-right tabular-nums">{formatBRL(caixa.contado![m])}</td>
                  <td className={`py-2 text-right tabular-nums ${diffClass(caixa.diferenca![m])}`}>
                    {differenceText(caixa.diferenca![m])}
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <Figure label="Troco inicial" value={formatBRL(caixa.troco_inicial)} />
        <Figure label="Sangrias" value={formatBRL(caixa.sangrias)} />
        <Figure label="Suprimentos" value={formatBRL(caixa.suprimentos)} />
        <Figure label="Total vendido" value={formatBRL(salesTotal(caixa))} />
      </dl>
      {closed && (
        <p
          className={`mt-3 text-base ${diffClass(caixa.diferenca!.total)}`}
          data-testid="register-difference"
        >
          Diferença total: {differenceText(caixa.diferenca!.total)}
        </p>
      )}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-semibold tabular-nums text-ink">{value}</dd>
    </div>
  );
}
