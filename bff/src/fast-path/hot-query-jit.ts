import { useGraphQlJit } from '@envelop/graphql-jit';
import { getVariableValues, Kind, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Runs after which a document is compiled. Compiling costs several times one
 * interpreted run, so one-off documents (probes, fuzzing, an attacker's
 * variations) are never compiled; the web app's few documents are, at once.
 */
export const HOT_AFTER_RUNS = 3;

/**
 * graphql-jit for the documents that keep coming back, and only for single
 * queries whose variables are valid: graphql-jit cannot run a subscription
 * against this schema (it throws), and it reports bad variables as a 200
 * where graphql-js gives Yoga a 400 — both stay with the interpreter.
 * Compiled answers carry no error `locations` (decision 006).
 */
export function useHotQueryJit(): Plugin {
  // Yoga hands out one parsed DocumentNode per distinct query text, so the count is per text.
  const runs = new WeakMap<DocumentNode, number>();
  return useGraphQlJit(
    {},
    {
      enableIf: ({ document, schema, variableValues }) => {
        const count = (runs.get(document) ?? 0) + 1;
        runs.set(document, count);
        if (count <= HOT_AFTER_RUNS) return false;
        const operation = singleQuery(document);
        return operation !== null && variablesAreValid(schema, operation, variableValues ?? {});
      },
    },
  ) as Plugin;
}

function singleQuery(document: DocumentNode): OperationDefinitionNode | null {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operations.length === 1 && operations[0]?.operation === 'query' ? operations[0] : null;
}

function variablesAreValid(schema: GraphQLSchema, operation: OperationDefinitionNode, values: Record<string, unknown>): boolean {
  const definitions = operation.variableDefinitions ?? [];
  return definitions.length === 0 || getVariableValues(schema, definitions, values, { maxErrors: 1 }).errors === undefined;
}
