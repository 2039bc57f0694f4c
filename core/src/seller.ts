// Who sells, as the pages, the checkout and the e-mails show it (Decreto 7.962/2013, art. 2º I–II):
// the legal name and CNPJ, the physical address and the SAC. Pure formatting of the stored
// site_settings/company (schemas/company-settings.ts); no zod here, so islands may import it.
import { formatCnpj } from './cnpj.ts';
import { phoneFromStorage } from './phone.ts';

/** site_settings/company as stored (the schema's output; redeclared here to keep zod out). */
export interface Seller {
  razao_social: string;
  nome_fantasia: string | null;
  cnpj: string;
  logradouro: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  cidade: string;
  uf: string;
  cep: string;
  sac_email: string;
  sac_telefone: string;
  atendimento: string;
}

/** 'GN Ingressos Ltda — CNPJ 11.222.333/0001-81' */
export function sellerLine(s: Pick<Seller, 'razao_social' | 'cnpj'>): string {
  return `${s.razao_social} — CNPJ ${formatCnpj(s.cnpj)}`;
}

/** 'Av. Paulista, 1000, conj. 101 — Bela Vista, São Paulo/SP — CEP 01310-100' */
export function sellerAddress(s: Seller): string {
  const street = [s.logradouro, s.numero, s.complemento].filter(Boolean).join(', ');
  const cep = s.cep.length === 8 ? `${s.cep.slice(0, 5)}-${s.cep.slice(5)}` : s.cep;
  return `${street} — ${s.bairro}, ${s.cidade}/${s.uf} — CEP ${cep}`;
}

/** The SAC phone as people read it ('(11) 4004-0000') and as a tel: link ('tel:+551140040000'). */
export function sacPhone(s: Pick<Seller, 'sac_telefone'>): { text: string; href: string } {
  return { text: phoneFromStorage(s.sac_telefone), href: `tel:${s.sac_telefone}` };
}
