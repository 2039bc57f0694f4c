// The mail catcher end to end: the functions' own mailer sends over SMTP, the JSON API and the
// web inbox show what arrived.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { mailerFromEnv } from '../../functions/src/mail/mailer.ts';
import { startMailCatcher } from './server.mjs';

type Catcher = Awaited<ReturnType<typeof startMailCatcher>>;

interface ApiMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

let catcher: Catcher;

async function messages(): Promise<ApiMessage[]> {
  const res = await fetch(`${catcher.url}/api/messages`);
  expect(res.status).toBe(200);
  return (await res.json()) as ApiMessage[];
}

beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher.close();
});
beforeEach(async () => {
  expect((await fetch(`${catcher.url}/api/messages`, { method: 'DELETE' })).status).toBe(204);
});

describe('mail catcher', () => {
  it('listens on 127.0.0.1 only', () => {
    expect(catcher.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(catcher.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('catches a message sent with the functions mailer, with its attachment', async () => {
    const mailer = mailerFromEnv({ SMTP_URL: catcher.smtpUrl });
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5000, 7)]);
    await mailer!.send({
      to: { name: 'Zé Ninguém', address: 'ze@example.com' },
      subject: 'Seus ingressos — Ação & Emoção',
      text: 'Olá, Zé!',
      html: '<p>Olá, <b>Zé</b>!</p><script>alert(1)</script>',
      attachments: [{ filename: 'pedido-abc12345.pdf', content: pdf, contentType: 'application/pdf' }],
    });

    const [m, ...rest] = await messages();
    expect(rest).toHaveLength(0);
    expect(m).toMatchObject({
      from: '"GN Ingressos" <ingressos@gn.local>', // DEFAULT_MAIL_FROM, as mailparser quotes it
      to: '"Zé Ninguém" <ze@example.com>',
      subject: 'Seus ingressos — Ação & Emoção',
      attachments: [{ filename: 'pedido-abc12345.pdf', contentType: 'application/pdf', size: pdf.length }],
    });
    expect(m!.text.trim()).toBe('Olá, Zé!');
    expect(Number.isNaN(Date.parse(m!.date))).toBe(false);

    const attachment = await fetch(`${catcher.url}/api/messages/${m!.id}/attachments/0`);
    expect(attachment.status).toBe(200);
    expect(attachment.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await attachment.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await fetch(`${catcher.url}/api/messages/${m!.id}/attachments/1`)).status).toBe(404);

    // The web view: escaped headers, the HTML body only inside a sandboxed iframe with a strict CSP.
    const view = await (await fetch(`${catcher.url}/messages/${m!.id}`)).text();
    expect(view).toContain('Seus ingressos — Ação &amp; Emoção');
    expect(view).toContain(`<iframe title="Corpo da mensagem" sandbox src="/messages/${m!.id}/html">`);
    expect(view).not.toContain('<script>alert(1)');
    expect(view).toContain(`href="/api/messages/${m!.id}/attachments/0"`);
    const body = await fetch(`${catcher.url}/messages/${m!.id}/html`);
    expect(body.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(body.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('lists the newest first, and DELETE empties the inbox', async () => {
    const transport = nodemailer.createTransport(catcher.smtpUrl);
    for (const n of [1, 2, 3]) {
      await transport.sendMail({
        from: 'a@gn.local',
        to: 'b@gn.local',
        subject: `Mensagem ${n}`,
        text: `${n}`,
      });
    }
    expect((await messages()).map((m) => m.subject)).toEqual(['Mensagem 3', 'Mensagem 2', 'Mensagem 1']);
    const inbox = await (await fetch(catcher.url)).text();
    expect(inbox.indexOf('Mensagem 3')).toBeLessThan(inbox.indexOf('Mensagem 1'));

    expect((await fetch(`${catcher.url}/api/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await messages()).toEqual([]);
  });

  it('accepts any SMTP credentials (a production-like URL) and answers 404 for unknown ids', async () => {
    const withAuth = catcher.smtpUrl.replace('smtp://', 'smtp://user:secret@');
    await nodemailer
      .createTransport(withAuth)
      .sendMail({ from: 'a@gn.local', to: 'b@gn.local', subject: 'x', text: 'y' });
    expect(await messages()).toHaveLength(1);
    expect((await fetch(`${catcher.url}/api/messages/nope`)).status).toBe(404);
    expect((await fetch(`${catcher.url}/messages/nope`)).status).toBe(404);
    expect((await fetch(`${catcher.url}/messages/%E0%A4%A`)).status).toBe(400);
  });
});
