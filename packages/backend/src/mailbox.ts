/**
 * Where the embedded backend's emails go: it sends none. Each message (a sign-up confirmation, a
 * password recovery link) is written to the log as before and kept in a local inbox a developer
 * opens in the browser at /inbox, as Supabase's local stack keeps its mail in Inbucket.
 *
 * The inbox holds live sign-in links, so it is off unless ENABLE_INBOX turns it on (config.ts
 * refuses that on a backend reachable from elsewhere), and even then served only to a loopback
 * client that asked for a loopback host with no proxy in between: a local nginx or Caddy
 * connects from loopback too, and would otherwise hand the links to anyone. Never with CORS,
 * never cached, and bounded in size.
 */
import { randomUUID } from 'node:crypto';

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
