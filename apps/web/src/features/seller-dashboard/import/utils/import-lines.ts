import { importLineSchema, type ImportLine } from '@curio/shared';

/** The lines of an NDJSON stream, parsed, as each one is complete. */
export async function* readImportLines(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ImportLine> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    pending += decoder.decode(value, { stream: !done });
    const lines = pending.split('\n');
    pending = done ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      if (line.trim()) yield importLineSchema.parse(JSON.parse(line));
    }
    if (done) return;
  }
}
