import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

/** Values for arguments by name: real ids and codes, so the walk reaches data. */
export interface WalkValues {
  /** An order code of ANOTHER shopper: asking for it must give nothing. */
  orderCode: string;
  productId: string;
}

const MAX_DEPTH = 6;

/**
 * One document per root Query field, selecting every field reachable from it
 * (each type once per path, so no cycles), with arguments filled in.
 */
export function walkQueries(schema: GraphQLSchema, values: WalkValues): { field: string; query: string }[] {
  const query = schema.getQueryType();
  if (!query) return [];
  return Object.values(query.getFields()).map((field) => {
    const args = argumentsText(field.args, values);
    const selection = selectionOf(field.type, values, 1, new Set());
    return { field: field.name, query: `query Walk_${field.name} { ${field.name}${args} ${selection} }` };
  });
}

function selectionOf(type: GraphQLOutputType, values: WalkValues, depth: number, path: Set<GraphQLNamedType>): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  const inner = new Set(path).add(named);
  if (isUnionType(named) || isInterfaceType(named)) {
    const members = isUnionType(named) ? named.getTypes() : [];
    const parts = ['__typename', ...members.map((m) => `... on ${m.name} ${selectionOf(m, values, depth, path) || '{ __typename }'}`)];
    return `{ ${parts.join(' ')} }`;
  }
  if (!isObjectType(named)) return '';
  const parts = ['__typename'];
  for (const field of Object.values(named.getFields())) {
    const fieldType = getNamedType(field.type);
    if (isLeafType(fieldType)) {
      parts.push(`${field.name}${argumentsText(field.args, values)}`);
    } else if (depth < MAX_DEPTH && !inner.has(fieldType)) {
      parts.push(`${field.name}${argumentsText(field.args, values)} ${selectionOf(field.type, values, depth + 1, inner)}`);
    }
  }
  return `{ ${parts.join(' ')} }`;
}

function argumentsText(args: readonly GraphQLArgument[], values: WalkValues): string {
  const given = args.filter((a) => isNonNullType(a.type) || ['first', 'size'].includes(a.name));
  return given.length ? `(${given.map((a) => `${a.name}: ${valueFor(a.name, a.type, values)}`).join(', ')})` : '';
}

function valueFor(name: string, type: GraphQLInputType, values: WalkValues): string {
  const bare = getNullableType(type) as GraphQLInputType;
  if (isListType(bare)) return `[${valueFor(name, bare.ofType, values)}]`;
  if (isEnumType(bare)) return bare.getValues()[0]!.name;
  if (isInputObjectType(bare)) {
    const fields = Object.values(bare.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${fields.map((f) => `${f.name}: ${valueFor(f.name, f.type, values)}`).join(', ')} }`;
  }
  const byName: Record<string, string> = {
    id: JSON.stringify(values.productId),
    productId: JSON.stringify(values.productId),
    code: JSON.stringify(values.orderCode),
    query: '"card"',
    size: '"6x9"',
    first: '5',
    quantity: '100',
  };
  if (byName[name]) return byName[name];
  switch (bare.name) {
    case 'Int':
      return '1';
    case 'Float':
      return '1.0';
    case 'Boolean':
      return 'true';
    default:
      return '"x"';
  }
}
