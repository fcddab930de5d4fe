/** Whether the server answers: its health check replies OK within 5 seconds. */
export async function serverIsBack(): Promise<boolean> {
  try {
    const response = await fetch('/api/health', {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(5_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}
