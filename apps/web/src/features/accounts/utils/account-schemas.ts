// The accounts pages' zod schemas, loaded on a form's first focus or validation and by the calls
// that parse a reply (load-account-schemas.ts): zod stays out of these pages' first JavaScript.
export {
  backupCodeSchema,
  healthSchema,
  newPasswordSchema,
  oauthExchangeReplySchema,
  oauthLinkStartReplySchema,
  passwordResetRequestReplySchema,
  passwordResetRequestSchema,
  signInFormSchema,
  signInReplySchema,
  signUpReplySchema,
  signUpSchema,
  successReplySchema,
  tokenReplySchema,
  totpCodeSchema,
} from '@curio/shared';
