import { type Access, type Endpoint, endpoints, type Ownership } from '../endpoints'
import { type JsonSchema, schemaConverter } from './json-schema'

const ACCESS: Record<Access, string> = {
  public: 'Public: no token needed.',
  'signed-in': 'Any signed-in user.',
  staff: 'Staff or higher (ROLE_STAFF, ROLE_MANAGER, ROLE_ADMIN).',
  manager: 'Manager or higher (ROLE_MANAGER, ROLE_ADMIN).',
  admin: 'Admin only (ROLE_ADMIN).',
}

const OWNERSHIP: Record<Ownership, string> = {
  'self-or-admin': 'Only your own data, unless you are an admin.',
  'self-or-manager': 'Only your own, unless you are a manager or admin.',
  'author-or-admin': 'Only the author, or an admin.',
  participant: 'Only the room’s participants.',
  'member-or-manager': 'Only members of the project, unless you are a manager or admin (ours, issue 21).',
  'task-member-or-manager': 'Only the task’s assignee and members of its project, unless you are a manager or admin (ours, issue 21).',
}

const ERROR_MEANING: Record<number, string> = {
  400: 'Invalid input: a malformed id or query value, or a body that breaks a field rule (the message is the form’s own).',
  401: 'No token, or an unknown or expired one (sign-in: bad credentials).',
  403: 'The caller’s role or ownership does not allow this.',
  404: 'An id in the path (or body) names nothing.',
  409: 'A duplicate (username, role name, membership).',
  413: 'The upload is too large.',
  429: 'Too many failed attempts: try again after `Retry-After` seconds.',
}

/** Headers an error answer carries, by status. */
const ERROR_HEADERS: Record<number, Record<string, unknown>> = {
  429: { 'Retry-After': { description: 'Seconds until the next attempt is looked at.', schema: { type: 'integer', minimum: 1 } } },
}

export const CONVENTIONS = `Taskhive's HTTP contract (SPEC §7). Generated from src/contract/endpoints.ts and src/contract/schemas.ts by \`npm run contract:docs\`; do not edit by hand.

- JSON both ways. Send \`Authorization: Bearer <token>\` (from sign-in or sign-up) on every call that is not public.
- Every refusal answers an error body (\`ApiError\`) with a status from each operation's list; nothing is written on a refused call. Checks run in this order: role (401/403), ids (400 malformed, 404 unknown), body (400), conflicts (409).
- Write calls answer 200 with the written record; deletes and read-all answer \`{ "ok": true }\`.
- Dates: \`startDate\`, \`dueDate\` and a checklist item's \`date\` are calendar days, \`YYYY-MM-DD\` (format: date), with no time zone. \`createdAt\`, \`updatedAt\`, \`completedAt\`, \`timestamp\` and \`lastMessageTime\` are instants, ISO 8601 with an offset (format: date-time), e.g. \`2026-03-02T09:15:00.000Z\`.
- "Today" (the daily checklist, TASK_OVERDUE) is the server's calendar day in its time zone. The in-browser server runs in the browser, so it is the user's local day; a real server should use the organisation's time zone and say which.
- The realtime channel (STOMP over WebSocket at \`{base}/chat\`) is described in docs/asyncapi.json.`

function description(endpoint: Endpoint): string {
  return [ACCESS[endpoint.access], endpoint.ownership ? OWNERSHIP[endpoint.ownership] : null, endpoint.note ?? null]
    .filter((line) => line !== null)
    .join('\n\n')
}

function operation(endpoint: Endpoint, ref: (schema: Endpoint['response'] & object) => JsonSchema) {
  const parameters = [
    ...Object.entries(endpoint.pathParams).map(([name, text]) => ({
      name,
      in: 'path',
      required: true,
      description: text,
      schema: { type: 'integer', minimum: 1 },
    })),
    ...endpoint.query.map((param) => ({
      name: param.name,
      in: 'query',
      required: param.required,
      description: param.description,
      schema: ref(param.schema),
    })),
    ...endpoint.headers.map((param) => ({
      name: param.name,
      in: 'header',
      required: param.required,
      description: param.description,
      schema: ref(param.schema),
    })),
  ]
  const requestBody =
    endpoint.body === undefined
      ? undefined
      : endpoint.body === 'multipart'
        ? {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
                  required: ['file'],
                },
              },
            },
          }
        : { required: true, content: { 'application/json': { schema: ref(endpoint.body) } } }
  const ok =
    endpoint.response === 'binary'
      ? { description: 'The file’s bytes, with its own Content-Type.', content: { '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } }
      : { description: 'OK', content: { 'application/json': { schema: ref(endpoint.response) } } }
  const responses: Record<string, unknown> = { '200': ok }
  for (const status of endpoint.errors) responses[String(status)] = { $ref: `#/components/responses/Error${status}` }
  return {
    operationId: endpoint.id,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: description(endpoint),
    'x-access': endpoint.access,
    ...(endpoint.ownership ? { 'x-ownership': endpoint.ownership } : {}),
    ...(endpoint.access === 'public' ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  }
}

/** The OpenAPI 3.1 document of every HTTP call (docs/openapi.json). */
export function buildOpenApi(version: string) {
  const converter = schemaConverter('#/components/schemas/')
  const paths: Record<string, Record<string, unknown>> = {}
  for (const endpoint of endpoints) {
    paths[endpoint.path] ??= {}
    paths[endpoint.path]![endpoint.method.toLowerCase()] = operation(endpoint, converter.ref)
  }
  const statuses = [...new Set(endpoints.flatMap((endpoint) => endpoint.errors))].sort((a, b) => a - b)
  return {
    openapi: '3.1.0',
    info: { title: 'Taskhive API', version, description: CONVENTIONS },
    servers: [{ url: '/api', description: 'The default base (VITE_API_BASE_URL); absolute bases work the same.' }],
    security: [{ bearer: [] }],
    tags: [...new Set(endpoints.map((endpoint) => endpoint.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The `token` of the sign-in or sign-up answer.' },
      },
      responses: Object.fromEntries(
        statuses.map((status) => [
          `Error${status}`,
          {
            description: ERROR_MEANING[status] ?? `Error ${status}`,
            ...(ERROR_HEADERS[status] ? { headers: ERROR_HEADERS[status] } : {}),
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
          },
        ]),
      ),
      schemas: converter.components(),
    },
  }
}
