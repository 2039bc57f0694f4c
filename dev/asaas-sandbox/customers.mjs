// The sandbox's /v3/customers: create, update, list and read, with Asaas's field checks.
import { invalid, isObject, optionalString, page, SandboxApiError } from './api-common.mjs';
import { isValidCpfCnpj, spDate } from './util.mjs';

/**
 * The customer fields of a create or update body, validated as Asaas does.
 * @param {unknown} body
 */
function customerFields(body) {
  if (!isObject(body)) throw invalid('invalid_object', 'O corpo da requisição deve ser um objeto JSON.');
  const b = /** @type {Record<string, unknown>} */ (body);
  const name = typeof b.name === 'string' ? b.name.trim() : '';
  if (!name) throw invalid('invalid_name', 'O campo nome deve ser informado.');
  if (name.length > 255) throw invalid('invalid_name', 'O nome deve ter no máximo 255 caracteres.');
  const cpfCnpj = typeof b.cpfCnpj === 'string' ? b.cpfCnpj.replace(/\D/g, '') : '';
  if (!cpfCnpj) throw invalid('invalid_cpfCnpj', 'O campo CPF/CNPJ deve ser informado.');
  if (!isValidCpfCnpj(cpfCnpj)) throw invalid('invalid_cpfCnpj', 'O CPF/CNPJ informado é inválido.');
  if (
    !optionalString(b.email, 255) ||
    (typeof b.email === 'string' && b.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(b.email))
  ) {
    throw invalid('invalid_email', 'O email informado é inválido.');
  }
  const mobilePhone = typeof b.mobilePhone === 'string' ? b.mobilePhone.replace(/\D/g, '') : null;
  if (mobilePhone !== null && mobilePhone !== '' && !/^\d{10,11}$/.test(mobilePhone)) {
    throw invalid('invalid_mobilePhone', 'O celular informado é inválido.');
  }
  if (!optionalString(b.externalReference, 100)) {
    throw invalid('invalid_externalReference', 'A referência externa deve ter no máximo 100 caracteres.');
  }
  return {
    name,
    email: typeof b.email === 'string' && b.email ? b.email : null,
    mobilePhone: mobilePhone || null,
    cpfCnpj,
    personType: cpfCnpj.length === 11 ? 'FISICA' : 'JURIDICA',
    externalReference: typeof b.externalReference === 'string' ? b.externalReference : null,
  };
}

/**
 * @param {object} o
 * @param {import('./store.mjs').SandboxState} o.state
 * @param {() => void} o.changed
 */
export function createCustomerApi({ state, changed }) {
  /** @param {unknown} body */
  function createCustomer(body) {
    const fields = customerFields(body);
    const id = `cus_${String(state.nextCustomer++).padStart(12, '0')}`;
    const customer = {
      object: 'customer',
      id,
      dateCreated: spDate(),
      phone: null,
      deleted: false,
      notificationDisabled: false,
      ...fields,
    };
    state.customers[id] = customer;
    changed();
    return customer;
  }

  /**
   * POST /v3/customers/{id}: the given fields replace the stored ones (a field left out of the
   * body keeps its value, as on Asaas).
   * @param {string} id
   * @param {unknown} body
   */
  function updateCustomer(id, body) {
    const current = getCustomer(id);
    const fields = customerFields({ ...current, ...(isObject(body) ? body : {}) });
    state.customers[id] = { ...current, ...fields };
    changed();
    return state.customers[id];
  }

  /** @param {URLSearchParams} q */
  function listCustomers(q) {
    const cpf = q.get('cpfCnpj')?.replace(/\D/g, '');
    const ref = q.get('externalReference');
    const email = q.get('email');
    const items = Object.values(state.customers)
      .filter((c) => !c.deleted)
      .filter((c) => (cpf ? c.cpfCnpj === cpf : true))
      .filter((c) => (ref !== null ? c.externalReference === ref : true))
      .filter((c) => (email !== null ? c.email === email : true))
      .reverse();
    return page(items, q);
  }

  /** @param {string} id */
  function getCustomer(id) {
    const c = state.customers[id];
    if (!c) throw new SandboxApiError(404, 'not_found', 'Cliente não encontrado.');
    return c;
  }

  return { createCustomer, updateCustomer, listCustomers, getCustomer };
}
