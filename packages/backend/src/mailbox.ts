/**
 * Where the embedded backend's emails go: it sends none. Each message (a sign-up confirmation, a
 * password recovery link) is written to the log as before and kept in a local inbox a developer
 * opens in the browser at http://127.0.0.1:54324/inbox, as Supabase's local stack serves its
 * mail catcher on a port of its own.
 *
 * The inbox holds live sign-in links, so it is off unless ENABLE_INBOX turns it on, and then
 * served by its own server (startInbox) on 127.0.0.1 only, never on the API's port: a proxy of
 * the API, however it is set up, cannot reach it. Even there it answers only a loopback client
 * that asked for a loopback host with no proxy in between (a page on another name, DNS
 * rebinding, gets nothing). Never with CORS, never cached, and bounded in size.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MailMessage {
  to: string;
  subject: string;
  /** What the email says above its link. */
  text: string;
  link: string;
}

interface Kept extends MailMessage {
  id: string;
  sentAt: Date;
}

/** The most messages kept; the oldest go first. */
const CAPACITY = 200;

const LOOPBACK_ADDRESS =
  /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** A Host header naming this machine: a page on another name (DNS rebinding) gets nothing. */
const LOOPBACK_HOST_HEADER = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(?::\d{1,5})?$/i;

/** Headers a proxy adds: a request carrying any came through one, whatever its address. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

/** Whether a request reached us straight from this machine, for this machine's name. */
export function isLocalRequest(clientAddress: string, headers: Headers): boolean {
  return (
    LOOPBACK_ADDRESS.test(clientAddress) &&
    LOOPBACK_HOST_HEADER.test(headers.get('host') ?? '') &&
    !PROXY_HEADERS.some((name) => headers.has(name))
  );
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
};

function page(title: string, body: string, status = 200): Response {
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem}
li{margin:.75rem 0}a{overflow-wrap:anywhere}small{color:#555}</style></head>
<body>${body}</body></html>`,
    { status, headers: PAGE_HEADERS },
  );
}

export function createMailbox(log: (line: string) => void, servesInbox: boolean) {
  const messages: Kept[] = [];

  function list(): Response {
    const items = [...messages]
      .reverse()
      .map(
        (message) =>
          `<li><a href="/inbox/${message.id}">${escapeHtml(message.subject)}</a><br>
<small>To ${escapeHtml(message.to)} · ${message.sentAt.toISOString()}</small></li>`,
      )
      .join('');
    return page(
      'Local inbox',
      `<h1>Local inbox</h1><p>Emails the backend would have sent, newest first. Nothing here left this machine.</p>${
        items ? `<ul>${items}</ul>` : '<p>No emails yet.</p>'
      }`,
    );
  }

  function show(id: string): Response {
    const message = messages.find((kept) => kept.id === id);
    if (!message)
      return page('Not found', '<h1>No such email</h1><p><a href="/inbox">Inbox</a></p>', 404);
    return page(
      message.subject,
      `<p><a href="/inbox">Inbox</a></p><h1>${escapeHtml(message.subject)}</h1>
<p><small>To ${escapeHtml(message.to)} · ${message.sentAt.toISOString()}</small></p>
<p>${escapeHtml(message.text)}</p><p><a href="${escapeHtml(message.link)}">${escapeHtml(message.link)}</a></p>`,
    );
  }

  return {
    send(message: MailMessage, logLine: string): void {
      log(logLine);
      messages.push({ ...message, id: randomUUID(), sentAt: new Date() });
      if (messages.length > CAPACITY) messages.splice(0, messages.length - CAPACITY);
    },
    /** Answers /inbox and /inbox/<id>; null when the path is not the inbox's. */
    serve(path: string, method: string, clientAddress: string, headers: Headers): Response | null {
      const match = /^\/inbox(?:\/([0-9a-f-]{36}))?\/?$/.exec(path);
      if (!match) return null;
      if (!servesInbox || !isLocalRequest(clientAddress, headers)) {
        return page('Not found', '<h1>Not found</h1>', 404);
      }
      if (method !== 'GET' && method !== 'HEAD')
        return page('Not allowed', '<h1>Not allowed</h1>', 405);
      return match[1] ? show(match[1]) : list();
    },
  };
}

export type Mailbox = ReturnType<typeof createMailbox>;

/** The inbox's own server: 127.0.0.1 only, on `port` (0: any free one). */
export async function startInbox(
  mailbox: Mailbox,
  port: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const answer =
      mailbox.serve(
        path === '/' ? '/inbox' : path,
        req.method ?? 'GET',
        req.socket.remoteAddress ?? '',
        headers,
      ) ?? page('Not found', '<h1>Not found</h1>', 404);
    void answer.text().then((body) => {
      const written: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        written[name] = value;
      });
      res.writeHead(answer.status, written);
      res.end(req.method === 'HEAD' ? undefined : body);
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
