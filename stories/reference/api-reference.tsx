/**
 * A readable, offline reference of the generated contract documents (docs/openapi.json and
 * docs/asyncapi.json are exactly these values; a test keeps the committed files in step).
 */
import { Anchor, Badge, Code, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { buildAsyncApi } from '@/contract/docs/asyncapi'
import { CONTRACT_VERSION } from '@/contract/docs/generate'
import { buildOpenApi } from '@/contract/docs/openapi'

type Json = Record<string, unknown>

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const asJson = (value: unknown): Json => (isJson(value) ? value : {})
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

const METHOD_COLOR: Record<string, string> = { get: 'blue', post: 'green', put: 'orange', patch: 'grape', delete: 'red' }

function refName(schema: Json): string | null {
  return typeof schema.$ref === 'string' ? schema.$ref.split('/').pop() ?? null : null
}

/** A JSON Schema as a short type expression; named schemas link to their section. */
function TypeOf({ schema }: { schema: unknown }): ReactNode {
  const json = asJson(schema)
  const name = refName(json)
  if (name) return <Anchor href={`#schema-${name}`}>{name}</Anchor>
  const anyOf = asList(json.anyOf)
  if (anyOf.length > 0) return anyOf.map((part, index) => <span key={index}>{index > 0 ? ' | ' : ''}<TypeOf schema={part} /></span>)
  if (json.enum) return asList(json.enum).map((value) => JSON.stringify(value)).join(' | ')
  if (json.const !== undefined) return JSON.stringify(json.const)
  if (json.type === 'array') return <>{<TypeOf schema={json.items} />}[]</>
  const type = Array.isArray(json.type) ? json.type.join(' | ') : String(json.type ?? 'any')
  if (json.type === 'object' && isJson(json.properties)) return `{ ${Object.keys(json.properties).join(', ')} }`
  return typeof json.format === 'string' ? `${type} (${json.format})` : type
}

function rulesOf(schema: unknown): string {
  const json = asJson(schema)
  const parts = asList(json.anyOf).map(rulesOf).filter(Boolean)
  if (typeof json.minLength === 'number' && json.minLength > 0) parts.push(`min ${json.minLength}`)
  if (typeof json.maxLength === 'number') parts.push(`max ${json.maxLength}`)
  if (typeof json.minimum === 'number' && json.minimum > -1e15) parts.push(`≥ ${json.minimum}`)
  if (typeof json.pattern === 'string' && json.format === undefined) parts.push(`matches ${json.pattern}`)
  return parts.join(', ')
}

/** Text with `code` spans, as the documents write them. */
function Prose({ text }: { text: unknown }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
      {String(text)
        .split('`')
        .map((part, index) => (index % 2 === 1 ? <Code key={index}>{part}</Code> : part))}
    </Text>
  )
}

function Fields({ schema }: { schema: Json }) {
  const properties = asJson(schema.properties)
  const required = new Set(asList(schema.required))
  return (
    <Table withTableBorder fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Field</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Rules</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {Object.entries(properties).map(([name, property]) => (
          <Table.Tr key={name}>
            <Table.Td>
              <Code>{name}</Code>
              {required.has(name) ? '' : '?'}
            </Table.Td>
            <Table.Td>
              <TypeOf schema={property} />
            </Table.Td>
            <Table.Td>{rulesOf(property)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

function Operation({ method, path, operation }: { method: string; path: string; operation: Json }) {
  const parameters = asList(operation.parameters).map(asJson)
  const body = asJson(asJson(operation.requestBody).content)
  const responses = asJson(operation.responses)
  return (
    <Paper withBorder p="md" id={String(operation.operationId)}>
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color={METHOD_COLOR[method]} variant="light" radius="sm">
            {method.toUpperCase()}
          </Badge>
          <Code fz="sm">{path}</Code>
          <Text fw={600}>{String(operation.summary)}</Text>
        </Group>
        <Prose text={operation.description} />
        {parameters.length > 0 && (
          <Text size="sm" component="div">
            Parameters:{' '}
            {parameters.map((parameter) => (
              <span key={String(parameter.name)}>
                <Code>{String(parameter.name)}</Code> ({String(parameter.in)}, <TypeOf schema={parameter.schema} />
                {parameter.required ? '' : ', optional'}) {String(parameter.description)}{' '}
              </span>
            ))}
          </Text>
        )}
        {Object.entries(body).map(([type, content]) => (
          <Text size="sm" key={type} component="div">
            Body ({type}): <TypeOf schema={asJson(content).schema} />
          </Text>
        ))}
        <Text size="sm" component="div">
          Answers:{' '}
          {Object.entries(responses).map(([status, response]) => {
            const json = asJson(response)
            const schema = asJson(asJson(json.content)['application/json']).schema
            return (
              <span key={status}>
                <Badge variant="light" color={status === '200' ? 'green' : 'gray'} radius="sm">
                  {status}
                </Badge>{' '}
                {status === '200' ? schema ? <TypeOf schema={schema} /> : 'file bytes' : null}{' '}
              </span>
            )
          })}
        </Text>
      </Stack>
    </Paper>
  )
}

export function ApiReference() {
  const openapi = buildOpenApi(CONTRACT_VERSION)
  const asyncapi = buildAsyncApi(CONTRACT_VERSION)
  const operations = Object.entries(openapi.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation: asJson(operation) })),
  )
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Title order={1}>
          {openapi.info.title} {openapi.info.version}
        </Title>
        <Prose text={openapi.info.description} />
        {openapi.tags.map(({ name }) => (
          <Stack key={name} gap="sm">
            <Title order={2}>{name}</Title>
            {operations
              .filter(({ operation }) => asList(operation.tags).includes(name))
              .map(({ path, method, operation }) => (
                <Operation key={`${method} ${path}`} method={method} path={path} operation={operation} />
              ))}
          </Stack>
        ))}
        <Title order={2}>Realtime (STOMP over WebSocket)</Title>
        <Prose text={asyncapi.info.description} />
        {Object.values(asyncapi.channels).map((channel) => (
          <Paper withBorder p="md" key={channel.address}>
            <Group gap="xs">
              <Code fz="sm">{channel.address}</Code>
              <Text fw={600}>{channel.title}</Text>
            </Group>
            <Prose text={channel.description} />
          </Paper>
        ))}
        <Title order={2}>Schemas</Title>
        {Object.entries(openapi.components.schemas).map(([name, schema]) => (
          <Stack key={name} gap={4} id={`schema-${name}`}>
            <Title order={3}>{name}</Title>
            {isJson(schema.properties) ? <Fields schema={schema} /> : <Text size="sm"><TypeOf schema={schema} /></Text>}
          </Stack>
        ))}
      </Stack>
    </Container>
  )
}
