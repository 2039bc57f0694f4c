// `contact_messages/{id}`: a message sent through the contact form (docs/data-model.md),
// read by the admin and written by the contact function.

export interface ContactMessage {
  nome: string;
  email: string;
  mensagem: string;
  created_at: Date;
  lida: boolean;
}
