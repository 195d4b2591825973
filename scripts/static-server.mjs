// A plain static file server with no rewrites, like GitHub Pages: files are served as they are,
// and anything missing gets `404.html` with status 404. Used to prove the demo works under a
// sub-path on such hosts (deep links and reloads included).
//   node scripts/static-server.mjs <dir> <port> [/base/]
//   npm run serve:subpath [-- --port=5000]   (or PORT=5000; 4180 by default)
//   --no-fallback: a host without even a 404 page (a plain 404 for anything missing)
//   --vary-origin: every answer says `Vary: Origin`, as Vite's preview and CORS-minded CDNs do
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'

const options = new Map(process.argv.slice(2).filter((arg) => arg.startsWith('--')).map((arg) => arg.replace(/^--/, '').split('=')))
const [dir = 'dist-subpath', positionalPort, base = '/taskhive/'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const port = options.get('port') ?? positionalPort ?? process.env.PORT ?? '4180'
if (!/^\d+$/.test(port)) throw new Error(`Not a port: ${port}`)
const root = resolve(dir)
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

function send(res, status, file) {
  res.writeHead(status, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache', ...(options.has('vary-origin') ? { Vary: 'Origin' } : {}) })
  createReadStream(file).pipe(res)
}

createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
  const notFound = () => {
    if (!options.has('no-fallback')) return send(res, 404, join(root, '404.html'))
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Not found')
  }
  if (!path.startsWith(base)) return notFound()
  const rel = normalize(path.slice(base.length)).replace(/^(\.\.[/\\])+/, '')
  let file = join(root, rel)
  if (!file.startsWith(root)) return notFound()
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
  if (!existsSync(file)) return notFound()
  send(res, 200, file)
}).listen(Number(port), () => console.log(`static ${root} at http://localhost:${port}${base}`))
