// The contract kit: `npm run contract -- --base https://host/api --admin user:pass` runs the
// contract suite (contract/*.spec.ts) against a server; without --base, against the in-browser
// server. Other arguments go to Vitest (e.g. `-t auth`).
import { spawnSync } from 'node:child_process'

const args = process.argv.slice(2)
const env = { ...process.env }
const rest = []
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index]
  const [name, inline] = arg.split(/=(.*)/s)
  const value = () => inline ?? args[++index]
  if (name === '--base') env.CONTRACT_BASE = value()
  else if (name === '--admin') env.CONTRACT_ADMIN = value()
  else if (name === '--help' || name === '-h') {
    console.log('npm run contract -- [--base https://host/api --admin user:pass] [vitest options]')
    process.exit(0)
  } else rest.push(arg)
}
if (env.CONTRACT_BASE && !env.CONTRACT_ADMIN) {
  console.error('--admin user:pass is required with --base (the kit creates and removes its own users through it)')
  process.exit(2)
}
// Node 20 has WebSocket only behind a flag; 22 and later have it always.
if (Number(process.versions.node.split('.')[0]) < 22) env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --experimental-websocket`.trim()

const target = env.CONTRACT_BASE ?? 'the in-browser server'
console.log(`Contract kit → ${target}`)
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.contract.config.ts', '--reporter=verbose', ...rest], { stdio: 'inherit', env })
process.exit(result.status ?? 1)
