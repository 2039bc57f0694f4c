// The seed's editorial and account documents: news, home banners, site settings (with the
// company that sells), the contact inbox, coupons, and the demo users' profiles and roles.
import { PAYMENT_DEFAULTS } from '@gn/core/schemas/settings';
import { demoRoleOf } from './demo-users.mjs';
import { DAY, html } from './build-writer.mjs';

/** @typedef {ReturnType<typeof import('./build-writer.mjs').createSeedWriter>} SeedWriter */

/** @param {SeedWriter} w @param {readonly any[]} news @param {string} adminUid */
export function addNews(w, news, adminUid) {
  for (const n of news) {
    const publicadoEm = n.publicado ? w.at(-n.publicado.diasAtras, n.publicado.hora) : null;
    w.add('news', n.id, {
      titulo: n.titulo,
      slug: n.slug,
      corpo: html(n.corpo),
      capa_url: w.cover('news', n),
      status: n.status,
      autor_id: adminUid,
      publicado_em: publicadoEm,
      seo_titulo: n.seo_titulo,
      seo_descricao: n.seo_descricao,
      created_at: publicadoEm ? new Date(publicadoEm.getTime() - DAY) : w.at(-2, '11:00'),
      updated_at: publicadoEm ?? w.at(-1, '09:00'),
    });
  }
}

/** @param {SeedWriter} w @param {readonly any[]} banners */
export function addHomeBanners(w, banners) {
  for (const b of banners) {
    w.add('home_banners', b.id, {
      imagem_url: w.cover('banners', b),
      titulo: b.titulo,
      descricao: b.descricao,
      ativo: b.ativo,
      ordem: b.ordem,
      botao1_texto: b.botao1_texto,
      botao1_tipo: b.botao1_tipo,
      botao1_referencia: b.botao1_referencia,
      botao2_texto: b.botao2_texto,
      botao2_tipo: b.botao2_tipo,
      botao2_referencia: b.botao2_referencia,
    });
  }
}

/**
 * @param {SeedWriter} w @param {Record<string, unknown>} newsBannerSettings
 * @param {Record<string, unknown>} company site_settings/company, as the Empresa tab saves it
 */
export function addSiteSettings(w, newsBannerSettings, company) {
  w.add('site_settings', 'news_banner', { ...newsBannerSettings });
  // Pagamentos as the admin would save it: every method, 10 %, and card in up to 12x of at least
  // R$ 5,00 without interest.
  w.add('site_settings', 'payments', { ...PAYMENT_DEFAULTS, metodos: [...PAYMENT_DEFAULTS.metodos] });
  w.add('site_settings', 'company', { ...company });
}

/**
 * The contact form's messages as the contact function stores them; an answered one also carries
 * the admin's mark (respondida_em, respondida_por).
 * @param {SeedWriter} w @param {readonly any[]} messages @param {string} answeredBy
 */
export function addContactMessages(w, messages, answeredBy) {
  for (const m of messages) {
    w.add('contact_messages', m.id, {
      nome: m.nome,
      email: m.email,
      mensagem: m.mensagem,
      created_at: w.at(m.recebida.dias, m.recebida.hora),
      lida: m.lida,
      user_id: m.user_id,
      ...(m.respondida
        ? { respondida_em: w.at(m.respondida.dias, m.respondida.hora), respondida_por: answeredBy }
        : {}),
    });
  }
}

/** @param {SeedWriter} w @param {readonly any[]} coupons */
export function addCoupons(w, coupons) {
  const when = (d) => (d ? w.at(d.dias, d.hora) : null);
  for (const c of coupons) {
    w.add('coupons', c.codigo, {
      ...c,
      valido_de: when(c.valido_de),
      valido_ate: when(c.valido_ate),
      created_at: w.at(-30, '10:00'),
      updated_at: w.at(-30, '10:00'),
    });
  }
}

/** Each user's profile, then its role. @param {SeedWriter} w @param {readonly any[]} users */
export function addUsers(w, users) {
  for (const u of users) {
    w.add('profiles', u.uid, {
      user_id: u.uid,
      nome: u.nome,
      email: u.email,
      telefone: u.telefone,
      avatar_url: null,
      cpf: u.cpf,
      asaas_customer_id: null,
      preferencias: { tema: null, notificacoes_email: true },
      created_at: w.at(-60, '08:00'),
    });
    w.add('user_roles', u.uid, {
      user_id: u.uid,
      role: demoRoleOf(u),
      escopo: u.escopo ?? { eventos: [], listas: [] },
      updated_at: w.at(-60, '08:00'),
    });
  }
}
