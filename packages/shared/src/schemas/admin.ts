import { z } from 'zod';
import { colorToHex } from '../colors';
import {
  BUY_UNAVAILABLE_REASONS,
  LIMITS,
  PLATFORMS,
  TRANSLATED_LANGUAGES,
  type LookupTranslations,
} from '../limits';
import { MESSAGES } from '../messages';
import { currentUserSchema, roleSchema } from './accounts';
import { themeColorSchema } from './catalog';
import { MAX_DB_ID, pageQuery } from './common';

export const USER_FILTERS = ['all', 'name', 'email', 'role', 'status'] as const;

export const adminUsersQuerySchema = pageQuery(LIMITS.dashboardPageSize).extend({
  search: z.string().trim().max(200).optional(),
  filter: z.enum(USER_FILTERS).default('all'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = currentUserSchema;

export const roleChangeSchema = z.object({ role: roleSchema });

const lookupName = (message: string) =>
  z.string({ message }).trim().min(1, message).max(LIMITS.lookupNameMaxLength, message);

/** A name in another language: optional (empty: English shows), as long as an English name. */
const translatedNameSchema = z
  .string()
  .trim()
  .max(LIMITS.lookupNameMaxLength, MESSAGES.lookupNameTooLong);

/** A lookup's names besides English, as an admin sends them: an empty name is left out. */
export const lookupTranslationsInputSchema = z
  .object({
    zh: translatedNameSchema.optional(),
    es: translatedNameSchema.optional(),
    de: translatedNameSchema.optional(),
    fr: translatedNameSchema.optional(),
  })
  .default({})
  .transform((names): LookupTranslations =>
    Object.fromEntries(Object.entries(names).filter(([, name]) => name !== '')),
  );

/**
 * The names besides English in an edit (PATCH): a language left out keeps its name; an empty
 * name or null removes that one.
 */
const lookupTranslationsPatchSchema = z
  .object({
    zh: translatedNameSchema.nullable().optional(),
    es: translatedNameSchema.nullable().optional(),
    de: translatedNameSchema.nullable().optional(),
    fr: translatedNameSchema.nullable().optional(),
  })
  .default({});
export type LookupTranslationsPatch = z.infer<typeof lookupTranslationsPatchSchema>;

/** The names after an edit: the stored ones, with those the edit names set or removed. */
export function patchedTranslations(
  stored: LookupTranslations,
  patch: LookupTranslationsPatch,
): LookupTranslations {
  const names = TRANSLATED_LANGUAGES.flatMap((language) => {
    const name = patch[language] === undefined ? stored[language] : patch[language];
    return name ? [[language, name] as const] : [];
  });
  return Object.fromEntries(names);
}

export const colorInputSchema = z.object({
  color: lookupName(MESSAGES.colorNameRequired).refine(
    (name) => colorToHex(name) !== null,
    MESSAGES.colorNotHex,
  ),
  translations: lookupTranslationsInputSchema,
});
export const sizeInputSchema = z.object({
  size: lookupName(MESSAGES.sizeNameRequired),
  translations: lookupTranslationsInputSchema,
});
export const categoryInputSchema = z.object({
  name: lookupName(MESSAGES.categoryNameRequired),
  translations: lookupTranslationsInputSchema,
});

/** The bodies of PATCH /api/{colors,sizes,categories}/{id}: the English name and any others. */
export const colorPatchSchema = colorInputSchema.extend({
  translations: lookupTranslationsPatchSchema,
});
export const sizePatchSchema = sizeInputSchema.extend({
  translations: lookupTranslationsPatchSchema,
});
export const categoryPatchSchema = categoryInputSchema.extend({
  translations: lookupTranslationsPatchSchema,
});

export const linkTemplateSchema = z
  .string()
  .trim()
  .max(500, MESSAGES.linkTemplateInvalid)
  .refine(
    (template) =>
      /^https:\/\//.test(template) &&
      (template.includes('{id}') || template.includes('{url}')) &&
      URL.canParse(template.replaceAll(/\{(url|id|platform|ref)\}/g, 'x')),
    MESSAGES.linkTemplateInvalid,
  );

const agentFields = {
  name: lookupName(MESSAGES.agentNameRequired),
  themeColorId: z
    .number({ message: MESSAGES.agentColorRequired })
    .int(MESSAGES.agentColorRequired)
    .positive(MESSAGES.agentColorRequired)
    .max(MAX_DB_ID, MESSAGES.agentColorRequired),
  referralCode: z.string().trim().max(100),
  /** Empty: the link comes from cn-links, which knows Superbuy, CnFans and many more. */
  linkTemplate: z.union([z.literal(''), linkTemplateSchema]).nullable(),
};

export const agentInputSchema = z.object({
  ...agentFields,
  referralCode: agentFields.referralCode.default(''),
  linkTemplate: agentFields.linkTemplate.default(null),
});
export type AgentInput = z.input<typeof agentInputSchema>;

/** PATCH /api/agents/{id}: only the fields sent change. */
export const agentPatchSchema = z
  .object(agentFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, MESSAGES.productPatchEmpty);

/** The agent form's values as typed (unsaved), for POST /api/admin/agents/test-link. */
export const agentTestLinkInputSchema = agentInputSchema.pick({
  name: true,
  referralCode: true,
  linkTemplate: true,
});
export type AgentTestLinkInput = z.input<typeof agentTestLinkInputSchema>;

/** Per platform: the link a sample item gets, or why none can be made. */
export const agentTestLinkReplySchema = z.object({
  links: z.array(
    z.object({
      platform: z.enum(PLATFORMS),
      sampleLink: z.string(),
      url: z.string().nullable(),
      reason: z.enum(BUY_UNAVAILABLE_REASONS).nullable(),
    }),
  ),
});
export type AgentTestLinkReply = z.infer<typeof agentTestLinkReplySchema>;

export const adminAgentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  themeColorId: z.number().int().nullable(),
  themeColor: themeColorSchema.nullable(),
  referralCode: z.string(),
  linkTemplate: z.string().nullable(),
  users: z.number().int(),
});
export type AdminAgent = z.infer<typeof adminAgentSchema>;

export const statsSchema = z.object({
  registeredUsers: z.number().int(),
  totalProducts: z.number().int(),
  availableAgents: z.number().int(),
  /** Users per agent, with a null name for users without one ('No Agent'). */
  agentDistribution: z.array(z.object({ name: z.string().nullable(), users: z.number().int() })),
  productViews: z.number().int(),
  purchaseClicks: z.number().int(),
  /** Purchase clicks per product view, in percent, one decimal. */
  conversionRate: z.number(),
  daily: z.array(z.object({ date: z.string(), views: z.number().int(), clicks: z.number().int() })),
});
export type Stats = z.infer<typeof statsSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
