// The /contato form: the shared contact schema (messages 'Nome muito curto', 'E-mail inválido',
// 'Mensagem muito curta'), 'Enviando...' while the request runs, a toast for the outcome, and
// nothing typed is lost when sending fails. Rendered at build time, hydrated on first interaction.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../ui/toasts';
import type { ContactInput } from '@gn/core/schemas/contact';
import { EmailField, SubmitButton, TextAreaField, TextField } from '../../ui/forms/form-kit';
import { fieldBinder } from '../../ui/forms/bind-field';
import { schemaResolver, type CoreSchema } from '../../ui/forms/schema-resolver';
import { HONEYPOT_NAME, MENSAGEM_MAX, NOME_MAX, EMAIL_MAX } from './limits';

const contactModule = () => import('@gn/core/schemas/contact');

type FormValues = ContactInput & { website: string };

/** The shared schema, plus the honeypot passed through as typed (the schema drops unknown keys). */
async function contactFormSchema(): Promise<CoreSchema> {
  const [{ contactSchema }, { z }] = await Promise.all([contactModule(), import('@gn/core/zod')]);
  return contactSchema.extend({ website: z.string().catch('') });
}

export function ContactForm() {
  const form = useForm<FormValues>({
    resolver: schemaResolver(contactFormSchema),
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { isSubmitting },
  } = form;
  const field = fieldBinder(form);

  // Hydrated means the visitor is using the form: fetch the schema now, not at the first submit.
  useEffect(() => {
    void contactModule().catch(() => undefined);
  }, []);

  const mensagem = watch('mensagem') ?? '';

  async function onSubmit(values: FormValues) {
    const { CONTACT_SUCCESS_MESSAGE, CONTACT_ERROR_MESSAGE } = await contactModule();
    try {
      const { sendContact } = await import('./send-contact');
      const result = await sendContact({
        nome: values.nome,
        email: values.email,
        mensagem: values.mensagem,
        website: values.website ?? '',
      });
      if (result.ok) {
        toast.success(CONTACT_SUCCESS_MESSAGE);
        reset({ nome: '', email: '', mensagem: '', website: '' });
      } else {
        toast.error(result.message ?? CONTACT_ERROR_MESSAGE);
      }
    } catch (error) {
      console.error(error);
      toast.error(CONTACT_ERROR_MESSAGE);
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="space-y-5"
      aria-label="Formulário de contato"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contato-nome"
          label="Nome"
          autoComplete="name"
          autoCapitalize="words"
          placeholder="Seu nome"
          required
          maxLength={NOME_MAX}
          {...field('nome')}
        />
        <EmailField
          id="contato-email"
          autoComplete="email"
          placeholder="voce@exemplo.com"
          required
          maxLength={EMAIL_MAX}
          {...field('email')}
        />
      </div>
      <TextAreaField
        id="contato-mensagem"
        label="Mensagem"
        placeholder="Conte como podemos ajudar. Se for sobre um pedido, informe o número dele."
        required
        rows={6}
        maxLength={MENSAGEM_MAX}
        counter={{ value: mensagem.length, max: MENSAGEM_MAX }}
        {...field('mensagem')}
      />
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden"
      >
        <label htmlFor="contato-site">Site (deixe em branco)</label>
        <input id="contato-site" type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_NAME)} />
      </div>
      <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-ink-muted">
          Usamos seus dados apenas para responder. Veja a{' '}
          <a href="/privacidade" className="font-semibold text-accent-ink underline underline-offset-2">
            Política de Privacidade
          </a>
          .
        </p>
        <SubmitButton busy={isSubmitting} busyLabel="Enviando..." className="sm:w-auto sm:min-w-48">
          Enviar Mensagem
        </SubmitButton>
      </div>
    </form>
  );
}
