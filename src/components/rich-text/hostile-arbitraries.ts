import fc from 'fast-check'

/** Addresses a hostile author would try, mixed with fair ones. */
export const hostileUrl = fc.oneof(
  fc.constantFrom(
    'javascript:alert(1)',
    ' java\tscript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '\u0000javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'data:image/png;base64,iVBORw0KGgo=',
    'blob:https://demo.example/1',
    'file:///etc/passwd',
    '//evil.example/x.png',
    '/relative/path',
    'https://demo.example@evil.example/',
    'https://evil.example/a.png',
    'http://127.0.0.1:8080/x',
    'mailto:a@b.example',
    'tel:+100',
    'https://xn--80ak6aa92e.example/',
    'https://example.com/\u202egnp.exe',
  ),
  fc.webUrl(),
  fc.string({ maxLength: 40 }),
)

const hostileText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '\n',
    '\n\n\n',
    '\u200b\u200e\u200f\u202e\u2066\ufeff',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<svg><style>*{}</style></svg>',
    '"><a href="javascript:alert(1)">x</a>',
    '{{constructor.constructor("alert(1)")()}}',
    'x'.repeat(5_000),
  ),
)

const attributeValue = fc.oneof(
  hostileUrl,
  fc.constantFrom(true, false, null, 0, 1, 2, 3, 8, 9, -1, 1e9, Number.NaN, 'bullet', 'ordered', 'checked', 'center', 'right', 'justify', '1', 'red', '#fff', 'rgb(1,2,3)', 'url(javascript:alert(1))', 'expression(alert(1))', 'red;background:url(x)'),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 2 }),
)

const attributeName = fc.constantFrom(
  'bold', 'italic', 'underline', 'strike', 'link', 'color', 'background', 'list', 'header', 'indent', 'align',
  'image', 'script', 'code-block', 'blockquote', 'direction', 'size', 'font', 'width', 'height', 'alt', 'style', 'class', 'onclick', 'onerror', 'href', 'src', '__proto__', 'constructor',
)

const attributes = fc.option(fc.dictionary(attributeName, attributeValue, { maxKeys: 5 }), { nil: undefined })

const insert = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.record({ image: hostileUrl }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>({ video: 'javascript:alert(1)' }, { formula: 'x' }, { image: { src: 'x' } }, 5, null, true, [], {}) },
)

const op = fc.oneof(
  { weight: 10, arbitrary: fc.record({ insert, attributes }, { requiredKeys: ['insert'] }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>({ retain: 3 }, { delete: 2 }, null, 'insert', 7, [], { insert: 'x', attributes: 'bold' }) },
)

/** Lines with list/indent formats, where the renderer's nesting work lives. */
const listLine = fc.tuple(hostileText, fc.constantFrom('bullet', 'ordered', 'checked', undefined), fc.integer({ min: -2, max: 12 })).map(([text, list, indent]) => [
  { insert: text.replace(/\n/g, '') || 'x' },
  { insert: '\n', attributes: { list, indent } },
])

export const hostileOps = fc.oneof(fc.array(op, { maxLength: 25 }), fc.array(listLine, { maxLength: 20 }).map((lines) => lines.flat()))

/** A stored value as the server may hand it over: usually a delta, sometimes anything at all. */
export const hostileStoredValue = fc.oneof(
  { weight: 6, arbitrary: hostileOps.map((ops) => JSON.stringify({ ops })) },
  { weight: 1, arbitrary: hostileOps.map((ops) => JSON.stringify(ops)) },
  { weight: 1, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.constantFrom('{"ops":', '{"ops":null}', '{"ops":{}}', '{"ops":[{"insert":{"image":"x"}}]}', 'null', '[]', '""', '   ') },
)
