import { describe, expect, it } from 'vitest';
import { buildVerificationMail, VERIFICATION_SUBJECT } from './verification-mail.ts';

const LINK =
  'http://127.0.0.1:9099/emulator/action?mode=verifyEmail&oobCode=abc&continueUrl=http%3A%2F%2Fsite%2Fconta';

describe('buildVerificationMail', () => {
  it('greets by name, carries the link in the text and as the button, escaped in the HTML', () => {
    const mail = buildVerificationMail({ to: 'ana@example.com', nome: 'Ana <b>Souza</b>', link: LINK });
    expect(mail.subject).toBe(VERIFICATION_SUBJECT);
    expect(mail.to).toEqual({ name: 'Ana <b>Souza</b>', address: 'ana@example.com' });
    expect(mail.text).toContain('Olá, Ana <b>Souza</b>!');
    expect(mail.text).toContain(`\n${LINK}\n`);
    expect(String(mail.html)).toContain('Ana &lt;b&gt;Souza&lt;/b&gt;');
    expect(String(mail.html)).toContain(`href="${LINK.replaceAll('&', '&amp;')}"`);
    expect(String(mail.html)).toContain('Confirmar meu e-mail');
    expect(String(mail.html)).not.toContain('Ver meus ingressos');
  });

  it('greets by address when the account has no name', () => {
    expect(buildVerificationMail({ to: 'ana@example.com', nome: '  ', link: LINK }).text).toMatch(
      /^Olá, ana@example.com!/,
    );
  });
});
