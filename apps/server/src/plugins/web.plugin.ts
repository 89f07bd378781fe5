import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import {
  COOKIE_CHOSEN_CLASS,
  COOKIE_CHOSEN_COOKIE,
  COOKIE_POLICY_VERSION,
  matchAppPath,
} from '@carsi/shared';
import { sendError } from './errors.plugin.ts';
import type { SeoPage } from '../modules/seo/seo.routes.ts';
import { HOME_PRELOADS, SHELL_PRELOADS } from '../modules/seo/preload.ts';
import { NOT_FOUND_HEAD } from '../modules/seo/seo.head.ts';
import { renderShell, splitShell } from '../modules/seo/shell.ts';

// Paths that never fall back to the app shell: a missing asset must be a real 404.
const API_PREFIXES = ['/api/', '/media/', '/ws/', '/assets/'];

/** Files the build precompresses (.br and .gz beside them): their answer varies by encoding. */
const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)(?:\.br|\.gz)?$/;

/** The shell with more tags at the end of its head (after the app's own script and styles). */
function withHeadTags(html: string, tags: readonly string[]): string {
  const at = html.search(/<\/head\s*>/i);
  return at === -1 ? html : `${html.slice(0, at)}  ${tags.join('\n    ')}\n  ${html.slice(at)}`;
}

/** The server-rendering module built beside the web app (apps/web/dist-server, ADR 046). */
interface SsrModule {
  /** Whether a path is a server-rendered page (checked before any work). */
  renders(pathname: string): boolean;
  render(
    url: string,
    apiFetch: (url: string, init: RequestInit) => Promise<Response>,
  ): Promise<{ html: string; stateScript: string } | null>;
}

const ROOT_ELEMENT = '<div id="root"></div>';
// The data travels inside a rendered page: a fetch preload for it would only be fetched twice.
const FETCH_PRELOAD = /\s*<link rel="preload" [^>]*\bas="fetch"[^>]*>/g;

async function loadSsr(webDist: string): Promise<SsrModule | null> {
  const entry = join(webDist, '..', 'dist-server', 'entry-server.mjs');
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as SsrModule;
}

/**
 * The build puts the stylesheet after the entry script and its module preloads; the first paint
 * waits for the stylesheet only, so it goes first and is not queued behind ~160 KB of scripts
 * on a slow connection.
 */
export function stylesFirst(html: string): string {
  const script = html.search(/<script type="module"[^>]*><\/script>/);
  if (script === -1) return html;
  const links = [...html.matchAll(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g)].filter(
    (m) => m.index > script,
  );
  if (links.length === 0) return html;
  let out = html;
  for (const m of [...links].reverse())
    out = out.slice(0, m.index) + out.slice(m.index + m[0].length);
  const moved = links.map((m) => `${m[0].trim()}\n    `).join('');
  return out.slice(0, script) + moved + out.slice(script);
}

/** A rendered page's loader: its text and the CSP source that lets exactly it run. */
export interface LateScripts {
  html: string;
  /** `'sha256-…'` of the loader, for the page's `script-src`. */
  scriptSource: string | null;
}

/**
 * A server-rendered page starts its scripts once it has painted its first screen (ADR 053). In
 * the shell the build wrote, the entry module and its module preloads sit in the head: a phone on
 * a slow connection then fetches ~100 KB of script alongside the page's photo and paints its
 * largest element later. Here they leave the head, and a small inline loader at the end of the
 * body adds them after the first paint and the first screen's photos. The page is readable
 * before; a click on a part not hydrated yet is replayed (lib/hydrate-later), buttons say
 * `aria-disabled` until they work.
 */
export function scriptsAfterFirstPaint(html: string): LateScripts {
  const entry = /[ \t]*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\n?/.exec(html);
  if (!entry) return { html, scriptSource: null };
  const preloads: string[] = [];
  let out = html.slice(0, entry.index) + html.slice(entry.index + entry[0].length);
  out = out.replace(
    /[ \t]*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\n?/g,
    (_m, href) => {
      preloads.push(href as string);
      return '';
    },
  );
  // ES5 on purpose: it runs on every browser that reaches the page; JSON keeps the URLs inert.
  // Waits for: the first contentful paint as presented (a paint entry, not just a frame begun:
  // a busy phone presents a frame well after its script tasks run) and the decoding of the
  // photos the page marked `fetchpriority="high"` (its largest element); then one frame more.
  // Never longer than 2.5 s; at once in a tab opened in the background, where no frame comes.
  const loader =
    '(function(){var d=document,e=' +
    JSON.stringify(entry[1]) +
    ',m=' +
    JSON.stringify(preloads) +
    ',done=0;function go(){if(done)return;done=1;m.forEach(function(h){var l=d.createElement("link");' +
    'l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});var s=d.createElement("script");' +
    's.type="module";s.crossOrigin="";s.src=e;d.head.appendChild(s)}' +
    'function frame(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
    'if(d.visibilityState==="hidden")return go();d.addEventListener("visibilitychange",go);setTimeout(go,2500);' +
    'var w=d.querySelectorAll("img[fetchpriority=high]"),n=w.length+1;function f(){if(--n===0)frame()}' +
    '[].forEach.call(w,function(i){if(i.decode)i.decode().then(f,f);else if(i.complete)f();' +
    'else{i.addEventListener("load",f);i.addEventListener("error",f)}});' +
    'try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){' +
    'o.disconnect();f()}});o.observe({type:"paint",buffered:true})}catch(x){f()}})()';
  const at = out.search(/<\/body\s*>/i);
  if (at === -1) return { html, scriptSource: null };
  out = `${out.slice(0, at)}<script>${loader}</script>\n  ${out.slice(at)}`;
  const hash = createHash('sha256').update(loader).digest('base64');
  return { html: out, scriptSource: `'sha256-${hash}'` };
}

/** The page's Content-Security-Policy with one more allowed script source. */
export function allowScript(csp: string, source: string): string {
  return csp.replace(
    /(^|;\s*)script-src ([^;]*)/,
    (_m, lead: string, list: string) => `${lead}script-src ${list} ${source}`,
  );
}

/**
 * A server-rendered page carries the app's stylesheet in a `<style>` element instead of a link:
 * its first paint then waits for nothing but the page itself (one round trip fewer on a slow
 * connection). The stylesheet is one file (~12 KB brotli) for the whole app, so nothing more is
 * loaded on the pages the browser goes on to render.
 */
export function inlineStyles(html: string, webDist: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const path = join(webDist, file);
      if (!existsSync(path)) return link;
      // `</` cannot end the element early: the built CSS holds no `</style`, checked here.
      const css = readFileSync(path, 'utf8');
      return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
    },
  );
}

function isApiPath(path: string): boolean {
  return path === '/api' || API_PREFIXES.some((p) => path.startsWith(p));
}

/**
 * Serves the built web app: hashed files under /assets/ are cached for a year, everything
 * else revalidates; text files go out as the build's brotli or gzip copy when the browser takes
 * one. Every path of the web app's route table (@carsi/shared routes.ts) gets the app shell; a
 * path that differs from one only by its trailing slash moves (301) to the spec's spelling; any
 * other path is an honest 404 with the shell (the app shows its 404 page) and a noindex tag.
 * Unknown API paths answer 404 JSON with a Turkish detail.
 * Product and category pages get their own title, description, canonical URL, Open Graph tags
 * and JSON-LD in the shell's head (from the seo module), or a 404 / 301 status.
 */
async function webPlugin(
  app: FastifyInstance,
  opts: { webDist: string | null; /** false: never render pages on the server */ ssr?: boolean },
) {
  const { webDist } = opts;
  let indexHtml: string | null = null;
  let plainHtml: string | null = null;
  let ssr: SsrModule | null = null;
  if (webDist) {
    plainHtml = stylesFirst(readFileSync(join(webDist, 'index.html'), 'utf8'));
    indexHtml = withHeadTags(plainHtml, SHELL_PRELOADS);
    ssr = opts.ssr === false ? null : await loadSsr(webDist);
    if (!ssr && opts.ssr !== false && existsSync(join(webDist, 'assets')))
      app.log.warn(
        'no server-rendering build beside the web app: public pages render in the browser',
      );
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      // One route per built file, found at start: client routes then reach the fallback
      // without a filesystem look-up per request.
      wildcard: false,
      // The compressed copies are only sent in place of their original, never at their own URL.
      globIgnore: ['**/*.br', '**/*.gz'],
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        if (path.includes('/assets/'))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
        if (COMPRESSIBLE_FILE.test(path)) res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  // Cut once: page heads are spliced in without searching the shell per request.
  const shellParts = indexHtml === null ? null : splitShell(indexHtml);
  const notFoundHtml = shellParts === null ? null : renderShell(shellParts, NOT_FOUND_HEAD);
  const homeHtml = indexHtml === null ? null : withHeadTags(indexHtml, HOME_PRELOADS);
  // A rendered page carries its data: its shell has no fetch preloads, and its default head is
  // the shell's own title and description. Its stylesheet is inline and its scripts start after
  // its first frame: the first paint waits for the page alone (ADR 046, ADR 053).
  const late =
    plainHtml === null || ssr === null || !webDist
      ? null
      : scriptsAfterFirstPaint(inlineStyles(plainHtml, webDist));
  const ssrParts = late === null ? null : splitShell(late.html);
  const defaultHead =
    plainHtml === null
      ? ''
      : [
          /<title\b[^>]*>[\s\S]*?<\/title>/i.exec(plainHtml)?.[0],
          /<meta\b[^>]*\bname\s*=\s*["']?description["']?[^>]*>/i.exec(plainHtml)?.[0],
        ]
          .filter(Boolean)
          .join('\n    ');
  // Registered before this plugin by app.ts; absent in an app without the seo module.
  const seoPage = app.hasDecorator('seoPage') ? app.seoPage.bind(app) : null;

  const sendShell = (reply: FastifyReply, html = indexHtml, status = 200) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(html);

  /**
   * The API, called in this process by a server render: reads only, as the visitor (their
   * address for rate limits and logs), without their cookies (a rendered page is the same for
   * everyone; the browser adds what is theirs after it starts).
   */
  const apiFetchFor =
    (req: FastifyRequest) =>
    async (url: string, init: RequestInit): Promise<Response> => {
      const method = (init.method ?? 'GET').toUpperCase();
      if (method !== 'GET') throw new Error(`A server render only reads (${method} ${url})`);
      const res = await app.inject({
        method: 'GET',
        url,
        remoteAddress: req.ip,
        headers: { accept: 'application/json', 'user-agent': req.headers['user-agent'] ?? '' },
      });
      const type = res.headers['content-type'];
      return new Response(res.statusCode === 204 ? null : res.rawPayload, {
        status: res.statusCode,
        headers: type ? { 'content-type': String(type) } : {},
      });
    };

  const assembled = new WeakMap<object, { head: string; page: string }>();

  /** A page the app renders here when it can (ADR 046); else the shell with `head`. */
  async function sendRendered(
    req: FastifyRequest,
    reply: FastifyReply,
    head: string | null,
    fallback: string | null,
  ) {
    let result: Awaited<ReturnType<SsrModule['render']>> = null;
    const q = req.url.indexOf('?');
    if (ssr && ssrParts && ssr.renders(q === -1 ? req.url : req.url.slice(0, q))) {
      try {
        result = await ssr.render(req.url, apiFetchFor(req));
      } catch (err) {
        // The browser can still render the page itself.
        req.log.error({ err }, 'server render failed');
      }
    }
    if (!result || !ssrParts) return sendShell(reply, fallback);
    const pageHead = head ?? defaultHead;
    // A page sent again (the same result object) is not assembled again.
    const known = assembled.get(result);
    let page = known?.head === pageHead ? known.page : null;
    if (page === null) {
      page = renderShell(ssrParts, pageHead.replace(FETCH_PRELOAD, '')).replace(
        ROOT_ELEMENT,
        `<div id="root">${result.html}</div>${result.stateScript}`,
      );
      assembled.set(result, { head: pageHead, page });
    }
    // The page carries the cookie banner; a browser that has chosen must not see it flash.
    if (req.cookies[COOKIE_CHOSEN_COOKIE] === COOKIE_POLICY_VERSION)
      page = page.replace('<body class="', `<body class="${COOKIE_CHOSEN_CLASS} `);
    const csp = reply.getHeader('content-security-policy');
    if (late?.scriptSource && typeof csp === 'string')
      reply.header('content-security-policy', allowScript(csp, late.scriptSource));
    return sendShell(reply, page);
  }

  const sendPage = (req: FastifyRequest, reply: FastifyReply, page: Promise<SeoPage>) =>
    page.then(
      (p) => {
        if (p.status === 301) {
          return reply.header('Cache-Control', 'public, max-age=3600').redirect(p.location, 301);
        }
        if (p.status === 200)
          return sendRendered(req, reply, p.head, renderShell(shellParts!, p.head));
        return sendShell(reply, renderShell(shellParts!, p.head), p.status);
      },
      (err: unknown) => {
        // The look-up failing must not take the page down: the app loads and asks the API itself.
        req.log.error({ err }, 'seo head look-up failed');
        return sendShell(reply);
      },
    );

  const notFound = (reply: FastifyReply) =>
    sendError(reply, 404, { detail: 'İstenen adres bulunamadı.', code: 'not_found' });

  /** A browser asking for a page (not a script fetching JSON). */
  const wantsHtml = (req: FastifyRequest) => {
    const accept = req.headers.accept ?? '';
    return !accept || accept.includes('text/html') || accept.includes('*/*');
  };

  function answerPath(req: FastifyRequest, reply: FastifyReply) {
    const q = req.url.indexOf('?');
    const path = q === -1 ? req.url : req.url.slice(0, q);
    if (!indexHtml || isApiPath(path) || !wantsHtml(req)) return notFound(reply);
    const match = matchAppPath(path);
    if (match.kind === 'unknown') return sendShell(reply, notFoundHtml, 404);
    if (match.kind === 'moved') {
      const location = match.location + (q === -1 ? '' : req.url.slice(q));
      return reply.header('Cache-Control', 'public, max-age=3600').redirect(location, 301);
    }
    // Null for every path but product and category pages: those need no database work.
    const page = seoPage?.(req.url) ?? null;
    return page ? sendPage(req, reply, page) : sendRendered(req, reply, null, indexHtml);
  }

  if (indexHtml) {
    const hidden = { schema: { hide: true } };
    app.get('/', hidden, (req, reply) => sendRendered(req, reply, null, homeHtml));
    // Browsers ask for /favicon.ico on pages without an icon link (the 3-D Secure page): the
    // site's icon is an SVG.
    if (webDist && existsSync(join(webDist, 'favicon.svg')))
      app.get('/favicon.ico', hidden, (_req, reply) =>
        reply.header('Cache-Control', 'public, max-age=86400').redirect('/favicon.svg', 301),
      );
    // A route rather than the not-found handler, so the shell gets the route hooks (compression).
    // More specific routes (API, media, built files) always win over this wildcard.
    app.get('/*', hidden, answerPath);
  }

  app.setNotFoundHandler((_req: FastifyRequest, reply: FastifyReply) => notFound(reply));
}

export default fp(webPlugin, { name: 'web' });
