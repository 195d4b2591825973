import { buildAsyncApi } from './asyncapi'
import { withEndpointTables } from './markdown'
import { buildOpenApi } from './openapi'

/** The contract's version in the documents; raise it when a change breaks a client or a server. */
export const CONTRACT_VERSION = '1.0.0'

/**
 * The generated documents, by path from the repository root (`npm run contract:docs` writes them);
 * `read` gives a committed file's text (docs/api.md is generated only between its markers).
 */
export function contractDocuments(read: (path: string) => string): Record<string, string> {
  const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
  return {
    'docs/openapi.json': text(buildOpenApi(CONTRACT_VERSION)),
    'docs/asyncapi.json': text(buildAsyncApi(CONTRACT_VERSION)),
    'docs/api.md': withEndpointTables(read('docs/api.md')),
  }
}
