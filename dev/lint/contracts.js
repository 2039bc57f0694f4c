// The API contract rules that eslint.config.js enforces with no-restricted-syntax: answer types
// live in core beside their request schemas, and refusal codes come from core's catalogues.
// (Both lists go into one rule per file group: a later no-restricted-syntax replaces an earlier.)

const ANSWER_MESSAGE =
  'API answer types live in core/src/schemas/<resource>.ts beside their request schema: import it from @gn/core.';

/** An exported interface or type alias named …Answer, outside core. */
export const answersInCore = [
  { selector: 'ExportNamedDeclaration > TSInterfaceDeclaration[id.name=/Answer$/]', message: ANSWER_MESSAGE },
  { selector: 'ExportNamedDeclaration > TSTypeAliasDeclaration[id.name=/Answer$/]', message: ANSWER_MESSAGE },
];

const CODE_MESSAGE =
  "Refusal codes come from core's catalogues ({ code, message }: QUEUE_ERRORS, ...): use refusalError(kind, CATALOGUE.key).";

/** A refusal code typed as a string: the third argument of new ApiError(...) or of docIdParam(...). */
export const cataloguedRefusalCodes = [
  { selector: "NewExpression[callee.name='ApiError'] > Literal:nth-child(3)", message: CODE_MESSAGE },
  { selector: "NewExpression[callee.name='ApiError'] > TemplateLiteral:nth-child(3)", message: CODE_MESSAGE },
  { selector: "CallExpression[callee.name='docIdParam'] > Literal:nth-child(3)", message: CODE_MESSAGE },
];
