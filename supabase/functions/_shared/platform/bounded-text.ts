/**
 * Reading a request's or a response's body as text without ever holding more than a limit: a
 * body that declares more, or streams more, is cancelled where it stands and never read whole.
 */

/** The body of `message` as text, or null when it is longer than `maxBytes` (then unread). */
export async function readBoundedText(
  message: Request | Response,
  maxBytes: number,
): Promise<string | null> {
  const declared = Number(message.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await message.body?.cancel();
    return null;
  }
  if (!message.body) return '';
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
