/**
 * CORS for the edge functions: the site, the widgets on anyone's page and supabase-js all call
 * them from browsers on other origins. Every response carries these headers, errors included,
 * or the browser hides the error from the caller.
 */
export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

/** A JSON response with the CORS headers. */
export function jsonResponse(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return jsonTextResponse(JSON.stringify(body), status, headers);
}

/** A response with the CORS headers whose body is JSON already serialized. */
export function jsonTextResponse(
  json: string,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(json, {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}
