// "Baixar meus dados" (GET /api/me/data-export): one JSON document with everything stored about
// the account, read with the Admin SDK from its uid, plus a readable pt-BR summary.
import { toIsoWithOffset } from '@gn/core/dates';
import type { UserRecord } from 'firebase-admin/auth';
import { auth, db } from '../firebase.ts';
import { firebaseErrorCode } from '../http/firebase-errors.ts';
import {
  ORDER_INTERNAL_FIELDS,
  exportDoc,
  exportFileName,
  exportSummary,
  exportTicket,
  toJson,
  transfersOfUser,
} from './export-shape.ts';
import { mailLogsOf, othersOrderIds, readUserRecords } from './user-records.ts';

async function authUser(uid: string): Promise<UserRecord | null> {
  try {
    return await auth().getUser(uid);
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/user-not-found') return null;
    throw error;
  }
}

function accountSection(user: UserRecord | null) {
  if (!user) return null;
  return {
    uid: user.uid,
    email: user.email ?? null,
    email_verificado: user.emailVerified,
    nome_exibicao: user.displayName ?? null,
    criada_em: user.metadata.creationTime ? new Date(user.metadata.creationTime).toISOString() : null,
    ultimo_acesso_em: user.metadata.lastSignInTime
      ? new Date(user.metadata.lastSignInTime).toISOString()
      : null,
    formas_de_login: user.providerData.map((provider) => provider.providerId),
  };
}

export interface DataExport {
  fileName: string;
  document: Record<string, unknown>;
}

export async function buildDataExport(uid: string, now = new Date()): Promise<DataExport> {
  const [user, records] = await Promise.all([authUser(uid), readUserRecords(db(), uid)]);
  const profile = records.profile.data() ?? {};
  const logs = await mailLogsOf(
    db(),
    records.orders.map((order) => order.id),
  );

  const pedidos = records.orders.map((order) => exportDoc(order.id, order.data(), ORDER_INTERNAL_FIELDS));
  const ingressos = records.tickets.map((ticket) => exportTicket(ticket.id, ticket.data(), uid));
  const transferencias = records.tickets.flatMap((ticket) => transfersOfUser(ticket.id, ticket.data(), uid));
  const emails = records.orders.flatMap((order) =>
    (logs.get(order.id) ?? []).map((entry) => ({
      pedido_id: order.id,
      ...(exportDoc(entry.id, entry.data()) as object),
    })),
  );
  // Messages about other buyers' orders that went to this user (a ticket transferred to them).
  const address = user?.email?.toLowerCase() ?? null;
  const othersLogs = await mailLogsOf(db(), othersOrderIds(records));
  for (const [orderId, entries] of othersLogs)
    for (const entry of entries)
      if (address && String(entry.get('para') ?? '').toLowerCase() === address)
        emails.push({ pedido_id: orderId, ...(exportDoc(entry.id, entry.data()) as object) });
  const preferencias = toJson(profile.preferencias ?? null);
  const notificacoes = (profile.preferencias as { notificacoes_email?: unknown } | undefined)
    ?.notificacoes_email;

  const document = {
    resumo: exportSummary(user?.email ?? null, now, {
      pedidos: pedidos.length,
      ingressos: ingressos.length,
      transferencias: transferencias.length,
      lista_espera: records.waitlist.length,
      mensagens_contato: records.contactMessages.length,
      emails: emails.length,
    }),
    conta: accountSection(user),
    perfil: records.profile.exists ? exportDoc(records.profile.id, profile) : null,
    preferencias,
    consentimentos: {
      termos_e_privacidade: {
        // Sign-up says "Ao criar sua conta, você concorda com os Termos de Uso e a Política de
        // Privacidade": the acceptance is the account's creation.
        aceitos_em:
          toJson(profile.created_at) ??
          (user?.metadata.creationTime ? new Date(user.metadata.creationTime).toISOString() : null),
        como: 'Ao criar a conta',
      },
      emails_opcionais: {
        notificacoes_email: typeof notificacoes === 'boolean' ? notificacoes : null,
        como: 'Preferências da conta (você liga e desliga quando quiser)',
      },
    },
    pedidos,
    ingressos,
    transferencias,
    lista_espera: records.waitlist.map((entry) => exportDoc(entry.id, entry.data())),
    mensagens_contato: records.contactMessages.map((message) => exportDoc(message.id, message.data())),
    emails,
  };
  // The file is named by the São Paulo day, the one the person sees on their calendar.
  return { fileName: exportFileName(toIsoWithOffset(now).slice(0, 10)), document };
}
