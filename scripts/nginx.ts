/**
 * nginx with the shipped configuration (deploy/nginx.conf), run as the current user on a free port with
 * its cache, logs and temporary files in a folder of its own: for tests/proxy/nginx.test.ts and the
 * bench. Only the values the file marks "site:" are changed, so what runs here is what production runs.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { projectPath } from '../server/project-path';
import { freePort } from './free-port';

const NGINX = '/usr/sbin/nginx';
/** Debian's package of the module that serves the build's `.br` files (libnginx-mod-http-brotli-static). */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const MIME_TYPES = '/etc/nginx/mime.types';

/** Why nginx cannot be run here, in one line that says what to install; undefined when it can. */
export function nginxMissing(): string | undefined {
  if (!existsSync(NGINX) || !existsSync(MIME_TYPES)) return 'nginx is not installed: apt-get install nginx libnginx-mod-http-brotli-static (.ci/run does).';
  if (!existsSync(BROTLI_STATIC_MODULE)) return "nginx's brotli module is not installed: apt-get install libnginx-mod-http-brotli-static (.ci/run does).";
  return undefined;
}

export interface SiteValues {
  /** The port nginx listens on, on 127.0.0.1. */
  port: number;
  /** The app's instances, as `host:port`. */
  upstreams: readonly string[];
  /** The built SPA's folder, whose /assets nginx serves. */
  root: string;
  /** Where the cache and the access log go. */
  dir: string;
}

/** Replaces the one match of `pattern` in `text`, or says which "site:" value the shipped file no longer has. */
function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if (matches?.length !== 1) throw new Error(`deploy/nginx.conf: expected one ${what}, found ${matches?.length ?? 0}.`);
  return text.replace(pattern, replacement);
}

/** deploy/nginx.conf with its "site:" values set to `site`. */
export function siteConfig(site: SiteValues): string {
  let conf = readFileSync(projectPath('deploy', 'nginx.conf'), 'utf8');
  // The instances' addresses, each with the parameters the shipped file gives its first one.
  const parameters = /upstream southborough_app \{[^}]*?\n\s*server \S+?( [^;\n]*)?;/.exec(conf)?.[1] ?? '';
  conf = replaceOnce(conf, /(upstream southborough_app \{\n(?:\s*#[^\n]*\n)*)(?:\s*server [^\n]*\n)+/, `$1${site.upstreams.map((upstream) => `    server ${upstream}${parameters};\n`).join('')}`, 'upstream block');
  conf = replaceOnce(conf, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${site.port};`, '`listen 80;`');
  conf = replaceOnce(conf, /^(\s*)root \/srv\/southborough\/dist\/client;$/m, `$1root ${site.root};`, 'root');
  conf = replaceOnce(conf, /proxy_cache_path \/var\/cache\/nginx\/southborough /, `proxy_cache_path ${path.join(site.dir, 'cache')} `, 'proxy_cache_path');
  conf = replaceOnce(conf, /access_log \/var\/log\/nginx\/southborough\.access\.log /, `access_log ${path.join(site.dir, 'access.log')} `, 'access_log');
  return conf;
}

/** The main configuration Debian's nginx.conf would be, reduced to what the site needs, around `site.conf`. */
function mainConfig(dir: string): string {
  const temp = (name: string) => path.join(dir, 'temp', name);
  return [
    // nginx started by root runs its workers as `nobody` unless told otherwise; by anyone else, as that user.
    ...(process.getuid?.() === 0 ? [`user ${userInfo().username};`] : []),
    `load_module ${BROTLI_STATIC_MODULE};`,
    'worker_processes 1;',
    'daemon off;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 1024; }',
    'http {',
    `  include ${MIME_TYPES};`,
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  tcp_nopush on;',
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    `  include ${path.join(dir, 'site.conf')};`,
    '}',
    '',
  ].join('\n');
}

export interface RunningNginx {
  url: string;
  process: ChildProcess;
  /** The access log's lines so far (deploy/nginx.conf's `southborough` format). */
  accessLog(): string[];
  /** What nginx wrote to its error log (stderr) so far. */
  errors(): string;
  stop(): Promise<void>;
}

/** Writes the configuration into `options.dir`, checks it (`nginx -t`) and starts nginx in front of `options.upstreams`. */
export async function startNginx(options: Omit<SiteValues, 'port'>): Promise<RunningNginx> {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const port = await freePort();
  mkdirSync(path.join(options.dir, 'temp'), { recursive: true });
  writeFileSync(path.join(options.dir, 'site.conf'), siteConfig({ ...options, port }));
  const conf = path.join(options.dir, 'nginx.conf');
  writeFileSync(conf, mainConfig(options.dir));
  const args = ['-p', options.dir, '-e', 'stderr', '-c', conf];
  const checked = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refused the configuration:\n${checked.stderr}`);

  // A process group of its own, so that its workers can be stopped with it whatever state it is in.
  const child = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 50) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${errors}`);
    if (waited > 10_000) throw new Error(`nginx did not listen on ${url} within 10 s: ${errors}`);
    // Any answer will do: nginx itself is what is waited for, not the app behind it.
    if (await fetch(`${url}/assets/`).then(() => true, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const accessLogFile = path.join(options.dir, 'access.log');
  return {
    url,
    process: child,
    accessLog: () => (existsSync(accessLogFile) ? readFileSync(accessLogFile, 'utf8').split('\n').filter(Boolean) : []),
    errors: () => errors,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const gone = await Promise.race([exited.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 5000))]);
      if (!gone) {
        // Workers outlive a master killed alone: the whole group goes.
        process.kill(-child.pid!, 'SIGKILL');
        await exited;
      }
    },
  };
}
