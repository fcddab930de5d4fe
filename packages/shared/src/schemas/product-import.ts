import { z } from 'zod';
import { errorCodeSchema } from './common';

/** The CSV's columns (header row, any order, case-insensitive); extra columns are refused. */
export const IMPORT_COLUMNS = [
  'name',
  'description',
  'price',
  'link',
  'categories',
  'colors',
  'sizes',
  'images',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Separates the names in the categories, colors, sizes and images cells. */
export const IMPORT_LIST_SEPARATOR = '|';
/** An images cell entry `product:123` takes the images of the seller's product 123. */
export const IMPORT_PRODUCT_IMAGES_PREFIX = 'product:';

export const IMPORT_MODES = ['all', 'per-row'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export const importQuerySchema = z.object({
  /** all: one transaction, nothing is created unless every row is valid. per-row: valid rows. */
  mode: z.enum(IMPORT_MODES).default('per-row'),
});

export const importRowErrorSchema = z.object({
  field: z.enum(IMPORT_COLUMNS),
  code: errorCodeSchema,
  params: z.record(z.string(), z.string()).optional(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** A category, colour or size written otherwise than its name (another language, case, width). */
export const importLookupMatchSchema = z.object({
  field: z.enum(['categories', 'colors', 'sizes']),
  /** As the cell wrote it. */
  value: z.string(),
  /** The name it matched (English, as products name it). */
  name: z.string(),
});
export type ImportLookupMatch = z.infer<typeof importLookupMatchSchema>;

/** One data row of the file: its number as a spreadsheet shows it (the header is row 1). */
export const importRowSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  errors: z.array(importRowErrorSchema),
  /** The names that matched a lookup written otherwise; absent when there are none. */
  matched: z.array(importLookupMatchSchema).optional(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importDryRunSchema = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  rows: z.array(importRowSchema),
});
export type ImportDryRun = z.infer<typeof importDryRunSchema>;

export const importOutcomeSchema = importRowSchema.extend({
  status: z.enum(['created', 'skipped']),
  productId: z.number().int().optional(),
});
export type ImportOutcome = z.infer<typeof importOutcomeSchema>;

/**
 * The import's phases, in their order: the rows checked, the ZIP images the valid rows name
 * stored, the products created. Each counts to its own total.
 */
export const IMPORT_PHASES = ['rows', 'images', 'products'] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

/** The import's reply: one JSON object per line, progress lines then the result. */
export const importLineSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    phase: z.enum(IMPORT_PHASES),
    done: z.number().int(),
    total: z.number().int(),
  }),
  z.object({
    type: z.literal('result'),
    mode: z.enum(IMPORT_MODES),
    created: z.number().int(),
    skipped: z.number().int(),
    rows: z.array(importOutcomeSchema),
  }),
]);
export type ImportLine = z.infer<typeof importLineSchema>;
