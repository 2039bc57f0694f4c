import { it } from 'vitest';
import { readOrder } from './order.ts';
const doc = {
  status: 'pago',
  items: [{ event_id: 'ev-1', event_titulo: 'Show', preco: 100, qnt: 2 }],
  total: 100,
  comprador: { nome: 'a', email: 'b', cpf: 'c', telefone: null },
  created_at: new Date(),
};
it('bench', () => {
  for (let i = 0; i < 2000; i++) readOrder(doc);
  const t = performance.now();
  for (let i = 0; i < 20000; i++) readOrder(doc);
  console.log('readOrder', ((performance.now() - t) / 20000) * 1000);
});
