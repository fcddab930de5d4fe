import { MAX_DB_ID, PATH_ID_PATTERN } from '@curio/shared';

type Json = Record<string, unknown>;
type Operation = { parameters?: { in?: string; schema?: Json }[] };

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/**
 * Ids in paths and query strings are read as text of digits (so that `1e3` is no id), which the
 * converter describes as a string with a pattern. To a client they are integers: so described.
 */
export function integerIds(document: object): void {
  const paths = 'paths' in document && isObject(document.paths) ? document.paths : {};
  for (const byMethod of Object.values(paths)) {
    for (const operation of Object.values(isObject(byMethod) ? byMethod : {}) as Operation[]) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.schema?.pattern === PATH_ID_PATTERN.source) {
          parameter.schema = { type: 'integer', minimum: 1, maximum: MAX_DB_ID };
        }
      }
    }
  }
}

/**
 * OpenAPI 3.0 has no tuples: the converter writes `[int, int]` as items that are any of two equal
 * schemas, which says nothing more than one of them. Such an `anyOf` becomes its one schema.
 */
export function collapseEqualBranches(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach(collapseEqualBranches);
    return;
  }
  if (!isObject(value)) return;
  const { anyOf } = value;
  if (Array.isArray(anyOf) && anyOf.length > 1) {
    const [first, ...rest] = anyOf.map((branch) => JSON.stringify(branch));
    if (rest.every((branch) => branch === first) && isObject(anyOf[0])) {
      Reflect.deleteProperty(value, 'anyOf');
      Object.assign(value, anyOf[0]);
    }
  }
  Object.values(value).forEach(collapseEqualBranches);
}
