// 'Cliente': the buyer's name, e-mail, CPF and phone ('—' where missing).
import { formatCpf } from '@gn/core/cpf';
import { phoneFromStorage } from '@gn/core/phone';
import type { AdminOrder } from '../order-doc';
import { Card, Field } from './DetailCard';

export function BuyerCard({ buyer }: { buyer: AdminOrder['buyer'] }) {
  return (
    <Card title="Cliente">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Field label="Nome">{buyer.nome || '—'}</Field>
        <Field label="E-mail">
          <span className="break-all">{buyer.email || '—'}</span>
        </Field>
        <Field label="CPF">{buyer.cpf ? formatCpf(buyer.cpf) : '—'}</Field>
        <Field label="Telefone">{phoneFromStorage(buyer.telefone) || '—'}</Field>
      </dl>
    </Card>
  );
}
