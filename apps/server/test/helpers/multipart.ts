/** A multipart/form-data body for app.inject, built by hand so tests control every byte. */
export function multipartBody(
  files: { field: string; filename: string; contentType: string; bytes: Buffer }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----curio${Math.random().toString(16).slice(2)}`;
  const parts = files.map((file) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
