// Demo accounts created in the Auth emulator by the seed. Exported so that the runner
// (dev/start.mjs) can print them and tests can sign in with them.
// Local emulators only: never use these passwords anywhere else.

/**
 * @typedef {{ role: 'admin' | 'customer', label: string, uid: string, email: string,
 *   password: string, nome: string, admin: boolean, telefone: string | null,
 *   cpf: string | null }} DemoUser
 */

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

/** All demo users, admin first: `DEMO_USERS.find((u) => u.role === 'customer')`. */
export const DEMO_USERS = Object.freeze([DEMO_ADMIN, DEMO_CUSTOMER]);
