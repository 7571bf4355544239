/**
 * Who is asking, as an edge function behind Supabase's gateway can tell: the gateway appends the
 * address that connected to it to X-Forwarded-For, after whatever the client itself sent. The
 * leftmost entries are the client's to write (and to forge); the rightmost is the one hop no one
 * outside chose, so per-client limits count by it. A request with no such header (a host that
 * is not behind the gateway) counts as one shared client.
 */
export function gatewayClient(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for');
  return forwarded?.split(',').at(-1)?.trim() || 'unknown';
}
