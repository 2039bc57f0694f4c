// A seller (Configurações › Empresa) for unit tests: a CNPJ whose check digits pass.
import type { Seller } from '../seller.ts';

export const TEST_SELLER: Seller = {
  razao_social: 'GN Ingressos Ltda',
  nome_fantasia: null,
  cnpj: '11222333000181',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: null,
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
  cep: '01310100',
  sac_email: 'sac@gningressos.com.br',
  sac_telefone: '+551140040000',
  atendimento: 'Segunda a sexta, das 9h às 18h',
};
