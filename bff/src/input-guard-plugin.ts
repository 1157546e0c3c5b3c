import { GraphQLError, type ValidationRule } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

const NUL = '\u0000';
const MESSAGE = 'Dữ liệu gửi lên chứa ký tự không hợp lệ.';

/**
 * Refuses, before anything runs, a request with U+0000 in any string
 * (argument or variable): no shop text holds one, and PostgreSQL text cannot,
 * so it would otherwise fail deep inside a resolver as an unexpected error.
 */
export function useNoNulCharacter(): Plugin {
  return {
    onParams({ params }) {
      if (containsNul(params.variables)) {
        throw createGraphQLError(MESSAGE, { extensions: { code: 'INVALID_CHARACTER', http: { status: 400 } } });
      }
    },
    onValidate({ addValidationRule }) {
      addValidationRule(noNulInLiterals);
    },
  };
}

const noNulInLiterals: ValidationRule = (context) => ({
  StringValue(node) {
    if (node.value.includes(NUL)) context.reportError(new GraphQLError(MESSAGE, { nodes: node, extensions: { code: 'INVALID_CHARACTER' } }));
  },
});

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  const items = Array.isArray(value) ? value : Object.entries(value).flat();
  return items.some((item) => containsNul(item, depth + 1));
}
