// The caller the matrix cannot express: an account deleted ("Excluir minha conta") whose ID token,
// minted before, is still within its hour. The deletion marks the uid in deleted_accounts first
// (functions/src/privacy/account-tombstone.ts); with the mark the token must read and write
// nothing of the account: not its anonymised orders, not a past ticket's QR code, and above all
// it must not re-create a profile with a name and an e-mail that nothing would ever remove. Each
// case runs twice: as the live account (allowed, so the case can fail) and as the deleted one.
import { doc, setDoc } from 'firebase/firestore';
import { describe } from 'vitest';
import { USER_A, useRulesEnv } from './env.ts';
import { newProfile, T0 } from './fixtures.ts';
import { expectEach, type Row } from './harness.ts';

const getEnv = useRulesEnv();

const OWN_DATA: Record<string, Omit<Row, 'expect'>> = {
  'get its profile': { op: 'get', path: 'profiles/user-a' },
  'list its profile': { op: 'list', path: 'profiles', where: [['user_id', '==', USER_A.uid]] },
  'update its profile': { op: 'update', path: 'profiles/user-a', data: { nome: 'Ana de Volta' } },
  're-create its profile with a name and an e-mail': {
    op: 'create',
    path: 'profiles/user-a',
    data: newProfile(USER_A.uid, USER_A.email),
    absent: ['profiles/user-a'],
  },
  'get its role': { op: 'get', path: 'user_roles/user-a' },
  'get its order': { op: 'get', path: 'orders/order-a' },
  'list its orders': { op: 'list', path: 'orders', where: [['user_id', '==', USER_A.uid]] },
  'get its ticket (with the QR code)': { op: 'get', path: 'tickets/ticket-a' },
  'list its tickets': { op: 'list', path: 'tickets', where: [['user_id', '==', USER_A.uid]] },
  'get its waiting-list entry': { op: 'get', path: 'waitlist/ev-pub__user-a' },
  'list its waiting-list entries': { op: 'list', path: 'waitlist', where: [['uid', '==', USER_A.uid]] },
};

describe('a live account reaches its own data (the control)', () => {
  expectEach(getEnv, 'userA', 'allow', OWN_DATA);
});

describe.each(['excluindo', 'excluida'])('an account marked %s, with a token minted before', (estado) => {
  describe('is refused', () => {
    // The mark is written with the rules off, as the deletion function writes it.
    const marked = Object.fromEntries(
      Object.entries(OWN_DATA).map(([name, row]) => [name, { ...row, before: mark(estado) }]),
    );
    expectEach(getEnv, 'userA', 'deny', marked);
  });
});

function mark(estado: string) {
  return () =>
    getEnv().withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), `deleted_accounts/${USER_A.uid}`), { estado, em: T0 });
    });
}
