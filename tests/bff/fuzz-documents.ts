import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

/** A small seeded PRNG (mulberry32): the same seed gives the same documents, so a failure can be replayed. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Random = ReturnType<typeof prng>;

export const SCRIPT = '<script>alert(1)</script>';
export const IMG = '"><img src=x onerror=alert(1)>';
const HUGE = 'A'.repeat(100_000);
const HUGE_SCRIPT = SCRIPT.repeat(4000);

/** Hostile strings: SQL, HTML, template and path tricks, unicode edge cases, huge ones. */
export const PAYLOADS: readonly string[] = [
  "' OR 1=1 --",
  "'; DROP TABLE review; --",
  '" OR ""="',
  "1; SELECT pg_sleep(5); --",
  "%' UNION SELECT password, email FROM users --",
  '100000 OR 1=1',
  SCRIPT,
  IMG,
  'javascript:alert(1)',
  '<svg/onload=alert(1)>',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '\u202Eevil.exe\u202C',
  'مرحبا بالعالم שלום',
  '😀🔥👍🏽🇻🇳',
  'a\u0000b',
  '\u0000',
  '\uFEFFthẻ',
  'Ｔｈẻ ｉｎ',
  'thẻ in ấn Card bo góc',
  ' ',
  '',
  '\n\r\t',
  '../../../../etc/passwd',
  '%00%0d%0aSet-Cookie: x=1',
  '__proto__',
  'constructor',
  '100001',
  '-1',
  '9'.repeat(400),
  'an@demo.vn',
  'not-an-email@',
  '0901234567',
  'data:image/png;base64,iVBORw0KGgo=',
  HUGE,
  HUGE_SCRIPT,
];

function randomText(r: Random): string {
  const length = r.int(0, 40);
  let text = '';
  for (let i = 0; i < length; i += 1) {
    const plane = r.next();
    const code = plane < 0.5 ? r.int(0x20, 0x7e) : plane < 0.8 ? r.int(0xa0, 0x2fff) : plane < 0.95 ? r.int(0x1f300, 0x1faff) : r.int(0, 0x1f);
    text += String.fromCodePoint(code);
  }
  return text;
}

function hostileString(r: Random): string {
  return r.chance(0.7) ? r.pick(PAYLOADS) : randomText(r);
}

/** A value for a variable of `type`: usually the right shape with a hostile content, sometimes the wrong shape. */
export function variableValue(r: Random, type: GraphQLInputType, depth = 0): unknown {
  if (r.chance(0.08)) return wrongShape(r);
  if (isNonNullType(type)) return variableValue(r, type.ofType, depth);
  if (r.chance(0.04)) return null;
  if (isListType(type)) return depth > 2 ? [] : Array.from({ length: r.int(0, 3) }, () => variableValue(r, type.ofType, depth + 1));
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) || r.chance(0.5)) value[field.name] = variableValue(r, field.type, depth + 1);
    }
    if (r.chance(0.1)) value[r.pick(['__proto__', 'extra', 'userId'])] = hostileString(r);
    return value;
  }
  if (isEnumType(type)) return r.chance(0.8) ? r.pick(type.getValues()).name : hostileString(r);
  switch (type.name) {
    case 'Int':
      return r.pick([0, 1, -1, 2, 5, 24, 100, 101, 1000, 2 ** 31 - 1, -(2 ** 31), r.int(-1e6, 1e6)]);
    case 'Float':
      return r.pick([0, -1.5, 1e308, 3.14, r.next()]);
    case 'Boolean':
      return r.chance(0.5);
    case 'ID':
      return r.chance(0.5) ? String(r.int(99990, 100030)) : hostileString(r);
    default:
      return hostileString(r);
  }
}

function wrongShape(r: Random): unknown {
  return r.pick<unknown>([{ $gt: '' }, [SCRIPT], 1e21, -0.5, true, 'x'.repeat(r.int(0, 5)), { nested: { deep: [1, { a: SCRIPT }] } }]);
}

/** A GraphQL literal of `type` (inline arguments), sometimes of the wrong kind. */
function literal(r: Random, type: GraphQLInputType, depth = 0): string {
  if (r.chance(0.06)) return r.pick(['"x"', '1', '1.5', 'true', 'null', '[]', '{}', 'NOT_AN_ENUM']);
  const value = variableValue(r, type, depth);
  return toLiteral(value, getNullableType(type) as GraphQLInputType);
}

function toLiteral(value: unknown, type: GraphQLInputType | undefined): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map((v) => toLiteral(v, type && isListType(type) ? (getNullableType(type.ofType) as GraphQLInputType) : undefined)).join(', ')}]`;
  if (typeof value === 'object') {
    const fields = type && isInputObjectType(type) ? type.getFields() : {};
    return `{ ${Object.entries(value)
      .filter(([key]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(key))
      .map(([key, v]) => `${key}: ${toLiteral(v, fields[key] ? (getNullableType(fields[key].type) as GraphQLInputType) : undefined)}`)
      .join(', ')} }`;
  }
  if (typeof value === 'string') return type && isEnumType(type) && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value) ? value : JSON.stringify(value);
  return String(value);
}

/** A selection set for `type`: `__typename`, a few scalar fields, a few nested ones, fragments on abstract types. */
function selection(r: Random, type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  if (isUnionType(named) || isInterfaceType(named)) {
    const members = isUnionType(named) ? named.getTypes() : [];
    const parts = ['__typename', '... on Error { code message }'];
    for (const member of members) if (r.chance(0.5)) parts.push(`... on ${member.name} ${selection(r, member, depth + 1) || '{ __typename }'}`);
    return `{ ${parts.join(' ')} }`;
  }
  if (!isObjectType(named)) return '';
  const fields = Object.values(named.getFields());
  const parts = ['__typename'];
  for (const field of fields) {
    const leaf = isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type));
    if (leaf ? r.chance(0.5) : depth < 3 && r.chance(0.3)) parts.push(fieldCall(r, field, depth + 1, 'literal'));
  }
  return `{ ${parts.join(' ')} }`;
}

function fieldCall(r: Random, field: GraphQLField<unknown, unknown>, depth: number, args: 'literal' | Map<GraphQLArgument, string>): string {
  const given =
    args === 'literal'
      ? field.args.filter((a) => isNonNullType(a.type) || r.chance(0.4)).map((a) => `${a.name}: ${literal(r, a.type)}`)
      : [...args].map(([a, variable]) => `${a.name}: $${variable}`);
  const argText = given.length ? `(${given.join(', ')})` : '';
  return `${field.name}${argText} ${selection(r, field.type, depth)}`;
}

export interface FuzzRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  /** Built to fail parsing or validation: it must never reach the upstream. */
  invalid: boolean;
}

/** Every root field of Query and Mutation, with its operation kind. */
export function rootFields(schema: GraphQLSchema) {
  const roots: { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }[] = [];
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) roots.push({ kind: 'query', field });
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) roots.push({ kind: 'mutation', field });
  return roots;
}

/** A root field called with every argument as a variable holding a hostile value. */
export function withVariables(r: Random, schema: GraphQLSchema): FuzzRequest {
  const { kind, field } = r.pick(rootFields(schema));
  const variables: Record<string, unknown> = {};
  const bound = new Map<GraphQLArgument, string>();
  const declarations: string[] = [];
  for (const arg of field.args) {
    if (!isNonNullType(arg.type) && r.chance(0.3)) continue;
    bound.set(arg, arg.name);
    declarations.push(`$${arg.name}: ${String(arg.type)}`);
    if (!r.chance(0.03)) variables[arg.name] = variableValue(r, arg.type);
  }
  const header = declarations.length ? `(${declarations.join(', ')})` : '';
  return { query: `${kind} Fuzz${header} { ${fieldCall(r, field, 1, bound)} }`, variables, operationName: 'Fuzz', invalid: false };
}

/** Root fields called with inline literal arguments, several per document. */
export function withLiterals(r: Random, schema: GraphQLSchema): FuzzRequest {
  const kind = r.chance(0.6) ? 'query' : 'mutation';
  const fields = rootFields(schema).filter((f) => f.kind === kind);
  const calls = Array.from({ length: r.int(1, 3) }, (_, i) => `f${i}: ${fieldCall(r, r.pick(fields).field, 1, 'literal')}`);
  return { query: `${kind} { ${calls.join(' ')} }`, invalid: false };
}

/** A document with one random edit: it may still be valid, or not. */
export function corrupted(r: Random, schema: GraphQLSchema): FuzzRequest {
  const base = r.chance(0.5) ? withLiterals(r, schema) : withVariables(r, schema);
  const text = base.query;
  const at = r.int(0, text.length);
  const edits = [
    () => text.slice(0, at) + text.slice(at + r.int(1, 5)),
    () => text.slice(0, at) + r.pick(['{', '}', '(', ')', '$', '@', '...', '"', '\\', '#', ':', '!', '[', ']']) + text.slice(at),
    () => text.slice(0, at),
    () => text.slice(0, at) + hostileString(r) + text.slice(at),
    () => text.replace(/first: \d+/, 'first: 999999999999'),
  ];
  return { ...base, query: r.pick(edits)(), invalid: false };
}

/** Documents that must be refused before anything runs: structure bombs, unknown or wrong things. */
export function refused(r: Random): FuzzRequest {
  const depth = r.int(14, 120);
  const makers = [
    () => `{ product(id: "100001") { ${'related(first: 1) { '.repeat(depth)}id${' }'.repeat(depth)} } }`,
    () => `{ ${Array.from({ length: r.int(16, 400) }, (_, i) => `a${i}: shop { memberCount }`).join(' ')} }`,
    () => `{ shop ${'@include(if: true) '.repeat(r.int(21, 300))}{ memberCount } }`,
    () => `{ ${'products { totalCount } '.repeat(r.int(1100, 3000))} }`,
    () => `query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }`,
    () => `{ ${r.pick(['prodcts', 'users', 'password', 'token', 'upstream', '__proto__'])} { id } }`,
    () => `{ products(first: ${r.pick(['"x"', '1.5', '[1]', '{a: 1}', 'FIRST'])}) { totalCount } }`,
    () => `{ product(id: ${r.pick(['{a: 1}', '[1, 2]', 'true', 'null'])}) { id } }`,
    () => `{ product { id } }`,
    () => `{ products { totalCount ${r.pick(['password', 'email', 'hash', 'token'])} } }`,
    () => `mutation { signIn(email: "a@b.c") { __typename } }`,
    () => `query Q($id: ID!) { product(id: $id) { id } }`,
    () => `${'{'.repeat(r.int(1, 3000))}`,
    () => `{ product(id: "100001") { id ${SCRIPT} } }`,
    () => `query A { shop { hotlines } } query B { shop { emails } }`,
    () => `subscription { shop { hotlines } }`,
    () => `{ __type(name: "Query") { fields { name } } products(first: 1) { totalCount } ${'{'.repeat(3)}`,
  ];
  const request: FuzzRequest = { query: r.pick(makers)(), invalid: true };
  if (request.query.startsWith('query Q(')) request.variables = { id: r.pick<unknown>([null, 1.5, { a: SCRIPT }, [SCRIPT]]) };
  return request;
}
