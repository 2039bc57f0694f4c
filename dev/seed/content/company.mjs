// The demo shop's company (site_settings/company, the Empresa tab): fictitious, with a CNPJ whose
// check digits pass (core's cnpj.ts), and the contact inbox's messages: one past the SAC's 5-day
// deadline, one answered, two recent (the admin's Mensagens screen shows each state).
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../demo-users.mjs';

export const COMPANY = Object.freeze({
  razao_social: 'GN Ingressos Ltda',
  nome_fantasia: 'GN Ingressos',
  cnpj: '42785319000110',
  logradouro: 'Avenida Paulista',
  numero: '1578',
  complemento: 'Conjunto 42',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
  cep: '01310200',
  sac_email: 'sac@gningressos.com.br',
  sac_telefone: '+551130405060',
  atendimento: 'Segunda a sexta, das 9h às 18h (exceto feriados)',
});

/** `recebida` / `respondida`: { dias, hora } relative to the seed's day (São Paulo time). */
export const CONTACT_MESSAGES = Object.freeze([
  {
    id: 'msg-acessibilidade',
    nome: 'Beatriz Nogueira',
    email: 'beatriz.nogueira@example.com',
    mensagem:
      'Olá! Sou cadeirante e comprei ingresso para o Festival de Verão. O local tem rampa de acesso e área reservada perto do palco? Obrigada!',
    recebida: { dias: -8, hora: '10:15' },
    lida: true,
    user_id: null,
    respondida: null,
  },
  {
    id: 'msg-boleto',
    nome: DEMO_CUSTOMER.nome,
    email: DEMO_CUSTOMER.email,
    mensagem:
      'Paguei o boleto há dois dias e o pedido ainda aparece como aguardando pagamento. Podem verificar, por favor?',
    recebida: { dias: -6, hora: '16:40' },
    lida: true,
    user_id: DEMO_CUSTOMER.uid,
    respondida: { dias: -5, hora: '11:05' },
  },
  {
    id: 'msg-meia',
    nome: 'Rafael Teixeira',
    email: 'rafael.teixeira@example.com',
    mensagem:
      'Professor da rede estadual de São Paulo tem direito a meia-entrada nos eventos de vocês? Qual documento devo levar?',
    recebida: { dias: -2, hora: '09:30' },
    lida: false,
    user_id: null,
    respondida: null,
  },
  {
    id: 'msg-nota-fiscal',
    nome: 'Juliana Prado',
    email: 'juliana.prado@example.com',
    mensagem:
      'Preciso da nota fiscal da compra dos ingressos do Stand-up para reembolso da empresa. Como solicito?',
    recebida: { dias: 0, hora: '08:10' },
    lida: false,
    user_id: null,
    respondida: null,
  },
]);

export const CONTACT_ANSWERED_BY = DEMO_ADMIN.uid;
