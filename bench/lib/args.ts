/**
 * Walks the command line: `handle` gets each flag and a `value()` that takes the argument after it
 * (and fails when there is none).
 */
export function readArgs(argv: string[], handle: (arg: string, value: () => string) => void): void {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    handle(arg, () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    });
  }
}

/** The benchmarks load and measure a database on this machine only. */
export function requireLocalDatabase(databaseUrl: string): void {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(databaseUrl).hostname)) {
    throw new Error('The benchmark runs against a local database only (127.0.0.1).');
  }
}

/** Runs a benchmark's main, printing a failure's message (no stack) and exiting with 1. */
export async function runScript(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
