// Ids are validated once, everywhere (core isFirestoreId): a path, a dot, a reserved '__name__', a
// lone surrogate or a control character in an id in a body or a path answers 400 or 404 with a
// pt-BR message, at once, and never reaches Firestore (they made the SDK throw: 500, or wait
// about 7 s for the reserved names).
import { beforeAll, describe, expect, it } from 'vitest';
import { BUYER } from '../support/checkout-fixtures.ts';
import { api, createUser, errorOf, tokenOf, waitForApi } from '../support/functions-api.ts';

const BAD_IDS = ['a/b', '.', '..', '__x__', '__name__', 'a\uD800b', 'a\u0000b', 'x'.repeat(200)];
/** The same, as they can be written in a URL path ('.' and '..' would be resolved by the URL). */
const BAD_PATH_IDS = ['a%2Fb', '__x__', '__name__', '%00', 'x'.repeat(200)];

let customerToken: string;
let adminToken: string;

beforeAll(async () => {
  await waitForApi();
  [customerToken, adminToken] = await Promise.all([
    createUser().then(tokenOf),
    createUser({ admin: true }).then(tokenOf),
  ]);
});

describe('ids in a body', () => {
  it.each(BAD_IDS)('checkout with event_id %j: 400 Identificador inválido', async (bad) => {
    const started = Date.now();
    const answer = await api('/api/checkout', {
      token: customerToken,
      json: {
        idempotencyKey: crypto.randomUUID(),
        items: [{ event_id: bad, pricing_table_id: 'pt-pista', item_id: 'inteira', qnt: 1 }],
        buyer: BUYER,
        method: 'pix',
      },
    });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toEqual({ code: 'bad_request', message: 'Identificador inválido' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it.each(BAD_IDS)('admin profile update of user %j: 400 Usuário inválido', async (bad) => {
    const answer = await api('/api/admin/users/update-profile', {
      token: adminToken,
      json: { userId: bad, nome: 'Maria', email: 'maria@example.com' },
    });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toEqual({ code: 'bad_request', message: 'Usuário inválido' });
  });
});

describe('ids in a path', () => {
  it.each(BAD_PATH_IDS)('%s: 404 with the resource’s message', async (bad) => {
    const calls: [string, string | undefined, string][] = [
      [`/api/tickets/${bad}/pdf`, undefined, 'Ingresso não encontrado'],
      [`/api/orders/${bad}/pdf`, undefined, 'Pedido não encontrado'],
      [`/api/orders/${bad}/reconcile`, 'POST', 'Pedido não encontrado'],
      [`/api/admin/orders/${bad}/status`, 'POST', 'Pedido não encontrado'],
      [`/api/admin/events/${bad}/stock`, 'POST', 'Evento não encontrado'],
    ];
    for (const [path, method, message] of calls) {
      const token = path.startsWith('/api/admin') ? adminToken : customerToken;
      const answer = await api(path, { method, token, ...(method ? { json: {} } : {}) });
      expect([answer.status, errorOf(answer).message], path).toEqual([404, message]);
    }
  });
});
