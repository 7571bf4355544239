import type { TideWindowsAnswer, TideWindowsClient, TideWindowsRequest } from '../client.ts';
import { isRecord } from '../internal/is-record.ts';
import { tideCalendarUrl, type WindowsSearchResult } from '../tide-windows/window-query.ts';

/** The edge function that answers a station's calendar feed and its windows searches. */
export const TIDE_CALENDAR_FUNCTION = 'tide-calendar';

export interface SupabaseWindowsClientOptions {
  /** The project's URL, e.g. `'https://abcd.supabase.co'` (a trailing slash is fine). */
  url: string;
  /** A fetch to use instead of the global one (tests, older runtimes). @defaultValue `globalThis.fetch` */
  fetch?: typeof fetch;
}

function readWindows(body: unknown): WindowsSearchResult | null {
  if (!isRecord(body) || !Array.isArray(body.windows)) return null;
  if (typeof body.timeZone !== 'string' || typeof body.location !== 'string') return null;
  return body as unknown as WindowsSearchResult;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * A `TideWindowsClient` for a Supabase project: its public `tide-calendar` function, which needs
 * no key (calendar apps send none). A 4xx with `{ error, details }` is the function refusing
 * the search; anything else that is not a list of windows is an answer that never came.
 */
export function createSupabaseWindowsClient(
  options: SupabaseWindowsClientOptions,
): TideWindowsClient {
  const get = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const url = (request: TideWindowsRequest, extra: { format?: 'json'; download?: boolean }) =>
    tideCalendarUrl(options.url, request.locationId, request.rule, {
      units: request.units,
      ...extra,
    });
  return {
    async findWindows(request, { signal } = {}): Promise<TideWindowsAnswer> {
      let response: Response;
      try {
        response = await get(url(request, { format: 'json' }), signal ? { signal } : {});
      } catch (error) {
        if (signal?.aborted) throw error;
        return {
          kind: 'unreachable',
          message: error instanceof Error ? error.message : String(error),
        };
      }
      const body = await readJson(response);
      if (response.ok) {
        const result = readWindows(body);
        return result
          ? {
              kind: 'result',
              result,
              calendarUrl: url(request, {}),
              downloadUrl: url(request, { download: true }),
            }
          : { kind: 'unreachable', message: 'The calendar feed answered without windows.' };
      }
      if (response.status < 500 && isRecord(body) && typeof body.error === 'string') {
        return {
          kind: 'refused',
          message: body.error,
          ...(typeof body.details === 'string' ? { details: body.details } : {}),
        };
      }
      return { kind: 'unreachable', message: `The calendar feed answered ${response.status}.` };
    },
  };
}
