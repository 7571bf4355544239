/**
 * A fetch that waits out the backend's "too many requests" once. Pages ask for costly lists
 * (a station's king tides) as the visitor browses; opening a few station pages in a row spends
 * the visitor's budget of predicted days, and the backend answers 429 with the seconds to wait.
 * Waiting them and asking again gets the list a few seconds late instead of never.
 */

/** Never wait longer than this for a list a page can do without. */
const LONGEST_WAIT_SECONDS = 60;

/** The seconds a 429 asks to wait (delta-seconds form), or null when it names none usable. */
function retryAfterSeconds(response: Response): number | null {
  const header = response.headers.get('Retry-After');
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  const seconds = Number(header.trim());
  return seconds <= LONGEST_WAIT_SECONDS ? seconds : null;
}

function wait(seconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, seconds * 1000);
    function stop() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Fetches `url`; on a 429 that says how long to wait (at most a minute), waits and asks once
 * more. Any other answer, or a second 429, is returned as it is. Aborting stops the wait.
 */
export async function fetchWhenAllowed(url: string, signal?: AbortSignal): Promise<Response> {
  const response = await fetch(url, { signal });
  if (response.status !== 429) return response;
  const seconds = retryAfterSeconds(response);
  if (seconds === null) return response;
  await response.body?.cancel();
  await wait(seconds, signal);
  return fetch(url, { signal });
}
