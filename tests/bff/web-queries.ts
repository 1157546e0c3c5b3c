import { fileURLToPath } from 'node:url';
import { Kind, parse, type OperationDefinitionNode, type TypeNode } from 'graphql';
import { readManifest } from '../../bff/src/fast-path/operation-registry';

const MANIFEST = fileURLToPath(new URL('../../web/src/gql/persisted-documents.json', import.meta.url));

/** Every query of the web app, with plausible values for its required variables. */
export function webQueries(): { name: string; text: string; variables: Record<string, unknown> }[] {
  const samples: Record<string, unknown> = { Int: 12, String: 'the', ID: '100001', Boolean: true };
  return Object.values(readManifest(MANIFEST)).flatMap((text) => {
    const operation = parse(text).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    if (operation?.operation !== 'query' || !operation.name) return [];
    const variables: Record<string, unknown> = {};
    for (const definition of operation.variableDefinitions ?? []) {
      if (definition.type.kind === Kind.NON_NULL_TYPE) variables[definition.variable.name.value] = samples[namedType(definition.type)];
    }
    return [{ name: operation.name.value, text, variables }];
  });
}

function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);
}

