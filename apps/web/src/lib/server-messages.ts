import type { MessageKey } from '@curio/shared';

export type MessageKeyOf = (text: string) => MessageKey | undefined;

export type LazyMessageKeys = {
  /** Never rejects: without the table (offline) texts stay as they came; the next call retries. */
  load: () => Promise<MessageKeyOf>;
  /** The lookup when the table is already here. */
  loaded: () => MessageKeyOf | undefined;
};

/**
 * The key of a server text of the spec (`messageKeyOf`), with the table of every text downloaded
 * when asked for rather than with the first page (issue 10: first-page JavaScript). Each user
 * passes its own `import('@curio/shared/messages')`: with the import here, in a module shared by
 * the entry and the product page's code, the bundler moved its preload helper into a chunk of its
 * own that every page loads.
 */
export function lazyMessageKeys(
  importTable: () => Promise<{ messageKeyOf: MessageKeyOf }>,
): LazyMessageKeys {
  let keyOf: MessageKeyOf | undefined;
  let loading: Promise<MessageKeyOf> | undefined;
  return {
    load: () => {
      loading ??= importTable().then(
        (module) => (keyOf = module.messageKeyOf),
        () => {
          loading = undefined;
          return () => undefined;
        },
      );
      return loading;
    },
    loaded: () => keyOf,
  };
}
