// The 'Empresa' tab: who sells (Decreto 7.962/2013, art. 2º I–II). The legal name, CNPJ, address
// and SAC are printed in the footer of every page, on the help page and in the checkout's contract
// summary; saving rebuilds the site like the other tabs.
import { zodResolver } from '@hookform/resolvers/zod';
import { applyMask } from '@gn/core/browser/masked-input';
import {
  COMPANY_LIMITS,
  UFS,
  companyDocToForm,
  companySettingsSchema,
  formatCep,
  type CompanySettings,
  type CompanySettingsInput,
} from '@gn/core/schemas/company-settings';
import { PhoneField } from '../../ui/PhoneField';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { SettingsForm, SettingsSection } from './SettingsForm';
import { useSettingsTab } from './use-settings-tab';

const UF_OPTIONS = [{ value: '', label: 'Selecione' }, ...UFS.map((uf) => ({ value: uf, label: uf }))];

/** Empresa: razão social, CNPJ, address and the SAC's channels and hours. */
export function CompanyTab({ initial }: { initial: CompanySettings | null }) {
  const { form, field, saving, onSubmit } = useSettingsTab('company', {
    resolver: zodResolver(companySettingsSchema),
    defaultValues: companyDocToForm(initial),
    toSettings: (values: CompanySettings) => values,
    toForm: companyDocToForm,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <SettingsForm label="Empresa" onSubmit={onSubmit} saving={saving}>
      <SettingsSection
        title="Dados da empresa"
        description="Exigidos pelo Decreto 7.962/2013 do comércio eletrônico: aparecem no rodapé de todas as páginas, na Central de Ajuda e no resumo do contrato da compra."
      >
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label="Razão social"
            autoComplete="organization"
            maxLength={COMPANY_LIMITS.razao_social}
            className="md:col-span-2"
            {...field('razao_social')}
          />
          <TextField
            label="Nome fantasia (opcional)"
            autoComplete="off"
            maxLength={COMPANY_LIMITS.nome_fantasia}
            {...field('nome_fantasia')}
          />
          <TextField
            label="CNPJ"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="00.000.000/0000-00"
            maxLength={18}
            {...field('cnpj')}
          />
        </div>
      </SettingsSection>
      <AddressSection form={form} field={field} />
      <SettingsSection
        title="Atendimento ao cliente (SAC)"
        description="O SAC deve responder às mensagens em até 5 dias. A Central de Ajuda e o rodapé mostram estes canais."
      >
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label="E-mail do SAC"
            type="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="sac@suaempresa.com.br"
            {...field('sac_email')}
          />
          <PhoneField
            label="Telefone do SAC"
            placeholder="(11) 4004-0000"
            error={errors.sac_telefone?.message}
            registration={register('sac_telefone')}
          />
          <TextField
            label="Horário de atendimento"
            autoComplete="off"
            placeholder="Segunda a sexta, das 9h às 18h"
            maxLength={COMPANY_LIMITS.atendimento}
            className="md:col-span-2"
            {...field('atendimento')}
          />
        </div>
      </SettingsSection>
    </SettingsForm>
  );
}

type TabForm = ReturnType<typeof useSettingsTab<'company', CompanySettingsInput, CompanySettings>>;

/** The address: CEP (masked as typed), street, number, complement, district, city and UF. */
function AddressSection({ form, field }: Pick<TabForm, 'form' | 'field'>) {
  const cep = form.register('cep');
  return (
    <SettingsSection title="Endereço">
      <div className="grid gap-5 md:grid-cols-6">
        <TextField
          label="CEP"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          maxLength={9}
          className="md:col-span-2"
          error={form.formState.errors.cep?.message}
          {...cep}
          onChange={(event) => {
            applyMask(event.target, formatCep);
            return cep.onChange(event);
          }}
        />
        <TextField
          label="Logradouro"
          autoComplete="address-line1"
          maxLength={COMPANY_LIMITS.logradouro}
          className="md:col-span-4"
          {...field('logradouro')}
        />
        <TextField
          label="Número"
          autoComplete="off"
          maxLength={COMPANY_LIMITS.numero}
          className="md:col-span-2"
          {...field('numero')}
        />
        <TextField
          label="Complemento (opcional)"
          autoComplete="address-line2"
          maxLength={COMPANY_LIMITS.complemento}
          className="md:col-span-4"
          {...field('complemento')}
        />
        <TextField
          label="Bairro"
          autoComplete="off"
          maxLength={COMPANY_LIMITS.bairro}
          className="md:col-span-2"
          {...field('bairro')}
        />
        <TextField
          label="Cidade"
          autoComplete="address-level2"
          maxLength={COMPANY_LIMITS.cidade}
          className="md:col-span-3"
          {...field('cidade')}
        />
        <Select label="UF" options={UF_OPTIONS} className="md:col-span-1" {...field('uf')} />
      </div>
    </SettingsSection>
  );
}
