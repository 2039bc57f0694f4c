// Input limits of the contact form (the shared schema's: nome 2-100, e-mail up to 255, mensagem
// 10-1000) and the honeypot's field name (functions/src/public/contact.ts reads the same name).
export const NOME_MAX = 100;
export const EMAIL_MAX = 255;
export const MENSAGEM_MAX = 1000;
export const HONEYPOT_NAME = 'website';
