import { z } from 'zod';
import { LIMITS, ROLES } from '../limits';
import { MESSAGES } from '../messages';
import { usernameCharactersProblem } from '../username-rules';
import { bodyIdSchema } from './common';
import { themeColorSchema } from './catalog';

/** Stored in its NFKC form; look-alike characters are refused (decision 025). */
export const usernameSchema = z
  .string({ message: MESSAGES.usernameEmpty })
  .normalize('NFKC')
  .trim()
  .min(1, MESSAGES.usernameEmpty)
  .max(50, MESSAGES.usernameTooLong)
  .refine((v) => !v.includes('@'), MESSAGES.usernameHasAt)
  .superRefine((v, ctx) => {
    const problem = usernameCharactersProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: MESSAGES[problem] });
  });

export const emailSchema = z
  .string({ message: MESSAGES.emailInvalid })
  .trim()
  .max(254, MESSAGES.emailInvalid)
  .pipe(z.email({ message: MESSAGES.emailInvalid }));

/** Sign-up and password change: 8+ characters, one capital letter, one digit (§5). */
export const newPasswordSchema = z
  .string({ message: MESSAGES.passwordRule })
  .max(128, MESSAGES.passwordTooLong)
  .refine(
    (v) => v.length >= LIMITS.passwordMinLength && /[A-Z]/.test(v) && /\d/.test(v),
    MESSAGES.passwordRule,
  );

export const signUpSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignUpBody = z.infer<typeof signUpSchema>;

export const signUpReplySchema = z.object({ username: z.string(), message: z.string() });

const identifierSchema = z
  .string({ message: MESSAGES.identifierEmpty })
  .trim()
  .min(1, MESSAGES.identifierEmpty)
  .max(254, MESSAGES.identifierEmpty);

const signInPasswordSchema = z
  .string({ message: MESSAGES.signInPasswordRule })
  .min(LIMITS.passwordMinLength, MESSAGES.signInPasswordRule)
  .max(128, MESSAGES.passwordTooLong);

/** The form: one field for the username or the email (§5). */
export const signInFormSchema = z.object({
  identifier: identifierSchema,
  password: signInPasswordSchema,
});
export type SignInForm = z.infer<typeof signInFormSchema>;

/** The call: `email` holds the username or the email; a `username` field is accepted too. */
export const signInSchema = z
  .object({
    email: z.string().optional(),
    username: z.string().optional(),
    password: signInPasswordSchema,
  })
  .transform(({ email, username, password }) => ({ identifier: email ?? username ?? '', password }))
  .pipe(signInFormSchema);
export type SignInBody = z.input<typeof signInSchema>;

export const tokenReplySchema = z.object({ token: z.string() });
/**
 * The account has two-factor login: `challenge` stands for the password just proved, for five
 * minutes, in `POST /api/auth/2fa/verify {challenge, code | backupCode}`.
 */
export const twoFactorRequiredReplySchema = z.object({
  requires2FA: z.literal(true),
  challenge: z.string(),
});
export const signInReplySchema = z.union([tokenReplySchema, twoFactorRequiredReplySchema]);
export type SignInReply = z.infer<typeof signInReplySchema>;

export const roleSchema = z.enum(ROLES);

export const userAgentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  themeColor: themeColorSchema.nullable(),
});

export const pictureSchema = z.object({ pictureUrl: z.string() });

export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  frozen: z.boolean(),
  twoFactorEnabled: z.boolean(),
  agent: userAgentSchema.nullable(),
  profilePicture: pictureSchema.nullable(),
  /** Accounts made with Google have no password until they set one. */
  hasPassword: z.boolean(),
  createdAt: z.string(),
  /** Whether the person proved they receive mail at `email`. */
  emailVerified: z.boolean(),
  /** A new address waiting for its verification link; `email` stays until then. */
  pendingEmail: z.string().nullable(),
  /** Whether a Google account is linked (the profile offers to link one otherwise). */
  googleLinked: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const verifyRoleReplySchema = z.object({ role: roleSchema });
export type VerifyRoleReply = z.infer<typeof verifyRoleReplySchema>;

export const profileEditSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  /** Blank keeps the current password (§5). */
  password: z.union([z.literal(''), newPasswordSchema]).optional(),
  agentId: bodyIdSchema.nullable().optional(),
  /** Required when the email or the password changes. */
  currentPassword: z.string().max(128, MESSAGES.passwordTooLong).optional(),
  /** With two-factor login, also a current code from the app or a backup code for those changes. */
  code: z.string().max(32).optional(),
});
export type ProfileEditBody = z.infer<typeof profileEditSchema>;

export const profileEditReplySchema = z.object({
  user: currentUserSchema,
  /** A new token when the old one stopped being valid (password change). */
  token: z.string().optional(),
});

export const pictureReplySchema = z.object({
  imageUrl: z.string(),
  user: currentUserSchema,
  token: z.string().optional(),
});

export const imageValidationSchema = z.object({ appropriate: z.boolean(), message: z.string() });

// Two-factor login (accounts-and-admin §7).
export const totpCodeSchema = z
  .string({ message: MESSAGES.sixDigitCode })
  .trim()
  .regex(/^\d{6}$/, MESSAGES.sixDigitCode);

export const backupCodeSchema = z
  .string({ message: MESSAGES.backupCodeFormat })
  .trim()
  .regex(/^[A-Za-z0-9]{1,10}$/, MESSAGES.backupCodeFormat);

export const twoFactorSetupReplySchema = z.object({
  success: z.literal(true),
  qrCodeUri: z.string(),
  secret: z.string(),
  message: z.string(),
});

export const twoFactorCodeBodySchema = z.object({ code: totpCodeSchema });

/** Turning two-factor on or off ends the account's other sessions: `token` keeps this one. */
export const twoFactorVerifySetupReplySchema = z.object({
  success: z.literal(true),
  backupCodes: z.array(z.string()).length(LIMITS.backupCodeCount),
  token: z.string(),
});

/** A sign-in challenge or a Google code: 32 random bytes, base64url (43 characters). */
const oneTimeValueSchema = z
  .string({ message: MESSAGES.googleSignInInvalid })
  .trim()
  .min(1, MESSAGES.googleSignInInvalid)
  .max(100, MESSAGES.googleSignInInvalid);

/**
 * Either the spec's form (email or username, password, code or backup code) or the challenge a
 * sign-in answered with `requires2FA` (password sign-in, Google sign-in) with the code.
 */
export const twoFactorVerifySchema = z
  .object({
    email: z.string().optional(),
    username: z.string().optional(),
    password: z.string().max(128).optional(),
    challenge: z.string().max(100).optional(),
    code: z.string().optional(),
    backupCode: z.string().optional(),
    useBackupCode: z.boolean().optional(),
  })
  .transform((body) => ({
    identifier: (body.email ?? body.username ?? '').trim(),
    password: body.password ?? '',
    challenge: body.challenge?.trim(),
    useBackupCode: body.useBackupCode ?? (body.backupCode !== undefined && body.code === undefined),
    code: (body.useBackupCode ? body.backupCode : (body.code ?? body.backupCode)) ?? '',
  }));
export type TwoFactorVerifyBody = z.input<typeof twoFactorVerifySchema>;

export const successReplySchema = z.object({ success: z.literal(true), message: z.string() });
export const twoFactorDisableReplySchema = successReplySchema.extend({ token: z.string() });

// Email ownership and recovery.
/** A token from a mail link: 32 random bytes, base64url. */
export const mailTokenSchema = z
  .string({ message: MESSAGES.verificationLinkInvalid })
  .trim()
  .min(1, MESSAGES.verificationLinkInvalid)
  .max(100, MESSAGES.verificationLinkInvalid);

export const verifyEmailSchema = z.object({ token: mailTokenSchema });
export const verifyEmailReplySchema = successReplySchema.extend({ email: z.string() });
export type VerifyEmailReply = z.infer<typeof verifyEmailReplySchema>;

export const passwordResetRequestSchema = z.object({ email: identifierSchema });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestSchema>;
export const passwordResetRequestReplySchema = z.object({ message: z.string() });

export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ message: MESSAGES.passwordResetLinkInvalid })
    .trim()
    .min(1, MESSAGES.passwordResetLinkInvalid)
    .max(100, MESSAGES.passwordResetLinkInvalid),
  password: newPasswordSchema,
});
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmSchema>;

export const backupCodesReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  backupCodes: z.array(z.string()).length(LIMITS.backupCodeCount),
});
export type BackupCodesReply = z.infer<typeof backupCodesReplySchema>;

/** Languages account mails are written in; the web app sends its own as Accept-Language. */
export const MAIL_LANGUAGES = ['en', 'zh', 'es', 'de', 'fr'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

// Google sign-in without a token in any URL (decision 015).
/** base64url of the SHA-256 of the secret the starting page keeps in sessionStorage. */
export const oauthBindingSchema = z
  .string({ message: MESSAGES.googleSignInInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, MESSAGES.googleSignInInvalid);

/**
 * What a signed-in person gives to prove they are the account's owner, not just someone holding its
 * session: the current password, and with two-factor login a current code or a backup code.
 * Turning on two-factor login and adding or removing a Google link need it.
 */
export const stepUpSchema = z.object({
  currentPassword: z.string().max(128, MESSAGES.passwordTooLong).optional(),
  code: z.string().max(32).optional(),
  backupCode: z.string().max(32).optional(),
});
export type StepUpBody = z.infer<typeof stepUpSchema>;

export const oauthLinkStartSchema = stepUpSchema.extend({ binding: oauthBindingSchema });
export const oauthLinkStartReplySchema = z.object({ url: z.string() });

export const oauthExchangeSchema = z.object({
  code: oneTimeValueSchema,
  secret: z
    .string({ message: MESSAGES.googleSignInInvalid })
    .min(1, MESSAGES.googleSignInInvalid)
    .max(200, MESSAGES.googleSignInInvalid),
});

/**
 * Google vouched for the address of an account not linked to it: the person proves the account
 * (password, and a code when it has two-factor login) with `POST /api/oauth2/link`.
 */
export const oauthLinkRequiredReplySchema = z.object({
  requiresLink: z.literal(true),
  challenge: z.string(),
  username: z.string(),
  twoFactorEnabled: z.boolean(),
});
export const oauthExchangeReplySchema = z.union([
  tokenReplySchema,
  twoFactorRequiredReplySchema,
  oauthLinkRequiredReplySchema,
]);
export type OauthExchangeReply = z.infer<typeof oauthExchangeReplySchema>;

export const oauthLinkSchema = z
  .object({
    challenge: oneTimeValueSchema,
    password: z.string().max(128, MESSAGES.passwordTooLong),
    code: z.string().optional(),
    backupCode: z.string().optional(),
  })
  .transform((body) => ({
    challenge: body.challenge,
    password: body.password,
    useBackupCode: body.backupCode !== undefined && body.code === undefined,
    code: body.code ?? body.backupCode ?? '',
  }));
export type OauthLinkBody = z.input<typeof oauthLinkSchema>;
