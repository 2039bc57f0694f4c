// Demo accounts created in the Auth emulator by the seed. Exported so that the runner
// (dev/start.mjs) can print them and tests can sign in with them.
// Local emulators only: never use these passwords anywhere else.

/**
 * @typedef {{ role: 'admin' | 'customer' | 'staff', label: string, uid: string, email: string,
 *   password: string, nome: string, admin: boolean, telefone: string | null,
 *   cpf: string | null, papel?: 'financeiro' | 'porteiro' | 'bilheteria',
 *   escopo?: { eventos: string[], listas: string[] } }} DemoUser
 */

/** The event the demo door staff work at (its gates are seeded: Portão A – Pista and Camarote). */
export const DEMO_DOOR_EVENT_ID = 'evt-sons-do-cerrado';

/** @type {Readonly<DemoUser>} */
export const DEMO_ADMIN = Object.freeze({
  role: 'admin',
  label: 'admin',
  uid: 'demo-admin',
  email: 'admin@gn.local',
  password: 'Admin@12345',
  nome: 'Ana Administradora',
  admin: true,
  telefone: '+5511912340000',
  cpf: null,
});

/** @type {Readonly<DemoUser>} */
export const DEMO_CUSTOMER = Object.freeze({
  role: 'customer',
  label: 'cliente',
  uid: 'demo-customer',
  email: 'cliente@gn.local',
  password: 'Cliente@12345',
  nome: 'Carlos Cliente',
  admin: false,
  telefone: '+5511987654321',
  cpf: '52998224725',
});

/** Finance: orders, refunds and reports; no content nor settings (core/src/roles.ts). */
/** @type {Readonly<DemoUser>} */
export const DEMO_FINANCE = Object.freeze({
  role: 'staff',
  label: 'financeiro',
  uid: 'demo-financeiro',
  email: 'financeiro@gn.local',
  password: 'Financeiro@12345',
  nome: 'Fernanda Financeiro',
  admin: false,
  telefone: null,
  cpf: null,
  papel: 'financeiro',
});

/** A door steward: check-in only, at the Sons do Cerrado festival. */
/** @type {Readonly<DemoUser>} */
export const DEMO_DOOR = Object.freeze({
  role: 'staff',
  label: 'porteiro',
  uid: 'demo-porteiro',
  email: 'porteiro@gn.local',
  password: 'Porteiro@12345',
  nome: 'Paulo Porteiro',
  admin: false,
  telefone: null,
  cpf: null,
  papel: 'porteiro',
  escopo: Object.freeze({ eventos: [DEMO_DOOR_EVENT_ID], listas: [] }),
});

/** The box office (issue #31): door sales and check-in at the Sons do Cerrado festival. */
/** @type {Readonly<DemoUser>} */
export const DEMO_BOX_OFFICE = Object.freeze({
  role: 'staff',
  label: 'bilheteria',
  uid: 'demo-bilheteria',
  email: 'bilheteria@gn.local',
  password: 'Bilheteria@12345',
  nome: 'Bruna Bilheteria',
  admin: false,
  telefone: null,
  cpf: null,
  papel: 'bilheteria',
  escopo: Object.freeze({ eventos: [DEMO_DOOR_EVENT_ID], listas: [] }),
});

/** The role a demo user holds (core/src/roles.ts). @param {DemoUser} u */
export function demoRoleOf(u) {
  return u.papel ?? (u.admin ? 'admin' : 'user');
}

/** All demo users, admin first: `DEMO_USERS.find((u) => u.role === 'customer')`. */
export const DEMO_USERS = Object.freeze([
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  DEMO_FINANCE,
  DEMO_DOOR,
  DEMO_BOX_OFFICE,
]);
