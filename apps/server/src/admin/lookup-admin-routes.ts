import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryInputSchema,
  categoryPatchSchema,
  categorySchema,
  colorInputSchema,
  colorPatchSchema,
  colorSchema,
  idParamSchema,
  patchedTranslations,
  sizeInputSchema,
  sizePatchSchema,
  sizeSchema,
  TRANSLATED_LANGUAGES,
  type LookupTranslations,
  type LookupTranslationsPatch,
  type MessageKey,
} from '@curio/shared';
import { signedInUser } from '../accounts/auth-plugin';
import { recordAudit, type AuditEntry } from '../audit/audit-log';
import {
  categories,
  colors,
  productCategories,
  productColors,
  productSizes,
  sizes,
} from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { errorReplies, reply } from '../http/replies';

type LookupName = Partial<Record<'color' | 'size' | 'name', string>>;
type LookupInput = LookupName & { translations: LookupTranslations };
type LookupPatch = LookupName & { translations: LookupTranslationsPatch };

interface LookupKind {
  path: 'colors' | 'sizes' | 'categories';
  field: 'color' | 'size' | 'name';
  table: PgTable & { id: PgColumn };
  nameColumn: PgColumn;
  usage: { table: PgTable; column: PgColumn };
  input: z.ZodType<LookupInput>;
  patch: z.ZodType<LookupPatch>;
  translations: PgColumn;
  reply: z.ZodType;
  notFound: MessageKey;
  inUse: MessageKey;
  targetType: AuditEntry['targetType'];
}

const KINDS: LookupKind[] = [
  {
    path: 'colors',
    field: 'color',
    table: colors,
    nameColumn: colors.color,
    translations: colors.translations,
    usage: { table: productColors, column: productColors.colorId },
    input: colorInputSchema,
    patch: colorPatchSchema,
    reply: colorSchema,
    notFound: 'colorNotFound',
    inUse: 'colorInUse',
    targetType: 'color',
  },
  {
    path: 'sizes',
    field: 'size',
    table: sizes,
    nameColumn: sizes.size,
    translations: sizes.translations,
    usage: { table: productSizes, column: productSizes.sizeId },
    input: sizeInputSchema,
    patch: sizePatchSchema,
    reply: sizeSchema,
    notFound: 'sizeNotFound',
    inUse: 'sizeInUse',
    targetType: 'size',
  },
  {
    path: 'categories',
    field: 'name',
    table: categories,
    nameColumn: categories.name,
    translations: categories.translations,
    usage: { table: productCategories, column: productCategories.categoryId },
    input: categoryInputSchema,
    patch: categoryPatchSchema,
    reply: categorySchema,
    notFound: 'categoryNotFound',
    inUse: 'categoryInUse',
    targetType: 'category',
  },
];

const errors = errorReplies(400, 401, 403, 404, 409);
const security = [{ bearer: [] }];

/** Colours, sizes and categories (ADMIN): one pattern, three tables. */
const lookupAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of KINDS) {
    const { table, nameColumn, field } = kind;
    const noun = kind.targetType.charAt(0).toUpperCase() + kind.targetType.slice(1);

    const find = async (id: number) => {
      const [row] = await app.db
        .select({ id: table.id, name: nameColumn, translations: kind.translations })
        .from(table)
        .where(eq(table.id, id));
      if (!row) throw notFound(kind.notFound);
      return row as { id: number; name: string; translations: LookupTranslations };
    };

    // A name is unique within its language (case-insensitively): two "卫衣" would be one filter.
    const refuseDuplicate = async (
      name: string,
      translations: LookupTranslations,
      exceptId?: number,
    ) => {
      const sameName = [
        sql`lower(${nameColumn}) = ${name.toLowerCase()}`,
        ...TRANSLATED_LANGUAGES.flatMap((language) => {
          const translated = translations[language];
          return translated === undefined
            ? []
            : [sql`lower(${kind.translations} ->> ${language}) = ${translated.toLowerCase()}`];
        }),
      ];
      const [taken] = await app.db
        .select({ id: table.id })
        .from(table)
        .where(sql`(${sql.join(sameName, sql` or `)}) and ${table.id} <> ${exceptId ?? 0}`);
      if (taken) throw conflict('lookupExists');
    };

    const audit = (
      actorId: number,
      action: string,
      targetId: number,
      details: Record<string, unknown>,
    ) =>
      recordAudit(app.db, {
        actorId,
        action: `${kind.targetType}.${action}`,
        targetType: kind.targetType,
        targetId,
        details,
      });

    app.post(
      `/${kind.path}`,
      {
        config: { auth: 'ADMIN' },
        schema: {
          operationId: `create${noun}`,
          tags: ['admin'],
          summary: `Add to ${kind.path}`,
          security,
          body: kind.input,
          response: { 201: reply('The new entry', kind.reply), ...errors },
        },
      },
      async (request, reply) => {
        const admin = signedInUser(request);
        const name = request.body[field] ?? '';
        const { translations } = request.body;
        await refuseDuplicate(name, translations);
        const values = field === 'size' ? { size: name, sortOrder: 1000 } : { [field]: name };
        const [created] = (await app.db
          .insert(table)
          .values({ ...values, translations } as never)
          .returning()) as Record<string, unknown>[];
        const id = Number(created?.id);
        await audit(admin.id, 'create', id, { name, translations });
        return reply.code(201).send({ id, [field]: name, translations });
      },
    );

    app.patch(
      `/${kind.path}/:id`,
      {
        config: { auth: 'ADMIN' },
        schema: {
          operationId: `rename${noun}`,
          tags: ['admin'],
          summary: `Rename one of ${kind.path}`,
          description:
            'The English name is required. `translations` changes only the languages it names: ' +
            'a language left out keeps its name, a name replaces it, and an empty string or ' +
            'null removes it (the English name then shows in that language).',
          security,
          params: idParamSchema,
          body: kind.patch,
          response: { 200: reply('The renamed entry', kind.reply), ...errors },
        },
      },
      async (request) => {
        const admin = signedInUser(request);
        const existing = await find(request.params.id);
        const name = request.body[field] ?? '';
        const translations = patchedTranslations(existing.translations, request.body.translations);
        await refuseDuplicate(name, translations, existing.id);
        await app.db
          .update(table)
          .set({ [field]: name, translations })
          .where(eq(table.id, existing.id));
        await audit(admin.id, 'rename', existing.id, {
          from: existing.name,
          to: name,
          translationsFrom: existing.translations,
          translationsTo: translations,
        });
        return { id: existing.id, [field]: name, translations };
      },
    );

    app.delete(
      `/${kind.path}/:id`,
      {
        config: { auth: 'ADMIN' },
        schema: {
          operationId: `delete${noun}`,
          tags: ['admin'],
          summary: `Delete one of ${kind.path} (409 while products use it)`,
          security,
          params: idParamSchema,
          response: {
            200: reply(
              'The entry is deleted',
              z.object({ id: z.number().int(), deleted: z.literal(true) }),
            ),
            ...errors,
          },
        },
      },
      async (request) => {
        const admin = signedInUser(request);
        const existing = await find(request.params.id);
        const [used] = await app.db
          .select({ one: sql`1` })
          .from(kind.usage.table)
          .where(eq(kind.usage.column, existing.id))
          .limit(1);
        if (used) throw conflict(kind.inUse, { name: existing.name });
        await app.db.delete(table).where(eq(table.id, existing.id));
        await audit(admin.id, 'delete', existing.id, { name: existing.name });
        return { id: existing.id, deleted: true as const };
      },
    );
  }
};

export default lookupAdminRoutes;
