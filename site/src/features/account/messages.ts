// pt-BR texts of the customer area. The strings of docs/spec/storefront.md §8 are used character
// for character; the others name what the spec leaves unsaid (a failed read or save, an empty
// state).

export const TICKETS_LOAD_ERROR = 'Erro ao carregar ingressos';
export const ACCOUNT_LOAD_ERROR = 'Erro ao carregar seus dados';
export const PROFILE_SAVED = 'Perfil atualizado com sucesso!';
export const PROFILE_SAVE_FAILED = 'Erro ao atualizar perfil';
export const PASSWORD_CHANGED = 'Senha alterada com sucesso!';
export const PASSWORD_CHANGE_FAILED = 'Erro ao alterar senha';
export const PREFERENCES_SAVED = 'Preferências salvas!';
export const PREFERENCES_SAVE_FAILED = 'Erro ao salvar preferências';
export const PDF_GENERATING = 'Gerando PDF do ingresso...';
export const PDF_DONE = 'PDF gerado com sucesso!';
export const PDF_FAILED = 'Erro ao gerar PDF do ingresso';
export const EMAIL_READ_ONLY_NOTE =
  'O e-mail não pode ser alterado. Para mudá-lo, entre em contato com o suporte.';
export const DATA_EXPORT_DONE = 'Seus dados foram baixados';
export const DATA_EXPORT_FAILED = 'Não foi possível baixar seus dados';
export const ACCOUNT_DELETE_FAILED = 'Não foi possível excluir a conta';
export const ACCOUNT_DELETED =
  'Sua conta foi excluída. Seus dados pessoais foram apagados ou anonimizados. Obrigado por ter usado a GN Ingressos.';
