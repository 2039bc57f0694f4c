// The 'E-mail' tab: who the order confirmations come from and where replies go.
import { zodResolver } from '@hookform/resolvers/zod';
import { emailSettingsSchema, type EmailSettings, type EmailSettingsInput } from '@gn/core/schemas/settings';
import { TextField } from '../../ui/TextField';
import { SettingsForm, SettingsSection } from './SettingsForm';
import { useSettingsTab } from './use-settings-tab';

/** E-mail: who the order confirmations come from and where replies go. */
export function EmailTab({ initial }: { initial: EmailSettings }) {
  const toForm = (values: EmailSettings): EmailSettingsInput => ({
    ...values,
    responder_para: values.responder_para ?? '',
  });
  const { field, saving, onSubmit } = useSettingsTab('email', {
    resolver: zodResolver(emailSettingsSchema),
    defaultValues: toForm(initial),
    toSettings: (values) => values,
    toForm,
  });

  return (
    <SettingsForm label="E-mail" onSubmit={onSubmit} saving={saving}>
      <SettingsSection
        title="Remetente"
        description="Usado nos e-mails de confirmação de pedido com os ingressos. O endereço precisa ser aceito pelo servidor de e-mail (SMTP)."
      >
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label="Nome do remetente" autoComplete="off" {...field('remetente_nome')} />
          <TextField
            label="E-mail do remetente"
            type="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="ingressos@suaempresa.com.br"
            {...field('remetente_email')}
          />
        </div>
      </SettingsSection>
      <SettingsSection
        title="Respostas"
        description="Quando o cliente responde ao e-mail. Em branco, a resposta vai para o remetente."
      >
        <TextField
          label="Responder para (opcional)"
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="atendimento@suaempresa.com.br"
          className="md:max-w-[calc(50%-0.625rem)]"
          {...field('responder_para')}
        />
      </SettingsSection>
    </SettingsForm>
  );
}
