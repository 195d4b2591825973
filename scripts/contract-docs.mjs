// Writes docs/openapi.json, docs/asyncapi.json and docs/api.md's call tables from the contract (src/contract/endpoints.ts and
// schemas.ts). The TypeScript runs through Vite's SSR loader (Node 20 cannot run it directly).
import { readFileSync, writeFileSync } from 'node:fs'
import { withViteSsr } from './vite-ssr.mjs'

await withViteSsr(async (load) => {
  const { contractDocuments } = await load('/src/contract/docs/generate.ts')
  for (const [path, text] of Object.entries(contractDocuments((path) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')))) {
    writeFileSync(new URL(`../${path}`, import.meta.url), text)
    console.log(`wrote ${path} (${Math.round(text.length / 1024)} KB)`)
  }
})
