// URLs of the stack under test, set by dev/test.mjs.
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} não definido: rode os testes com npm test`);
  return value;
}

export const SITE_URL = required('GN_SITE_URL');
export const ADMIN_URL = required('GN_ADMIN_URL');
