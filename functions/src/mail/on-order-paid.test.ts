import { describe, expect, it } from 'vitest';
import { becamePaid } from './on-order-paid.ts';

describe('becamePaid', () => {
  it('is true only for the move into pago of an order not yet e-mailed', () => {
    expect(becamePaid({ status: 'aguardando_pagamento' }, { status: 'pago', email_enviado_em: null })).toBe(
      true,
    );
    expect(becamePaid({ status: 'aguardando_pagamento' }, { status: 'pago' })).toBe(true);
    // Later writes to a paid order (our own e-mail bookkeeping included) do not send again.
    expect(becamePaid({ status: 'pago' }, { status: 'pago', email_enviado_em: null })).toBe(false);
    expect(
      becamePaid({ status: 'aguardando_pagamento' }, { status: 'pago', email_enviado_em: new Date() }),
    ).toBe(false);
    expect(becamePaid({ status: 'aguardando_pagamento' }, { status: 'cancelado' })).toBe(false);
    expect(becamePaid(undefined, undefined)).toBe(false);
  });
});
