import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Limits sized for the storefront's own documents with room to spare (a product
 * page, the heaviest, has depth 7 and ~300 tokens); limits are not echoed back.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 4000,
  maxCost: 50_000,
} as const;

export function graphqlLimitPlugins(production: boolean): Plugin[] {
  const plugins: Plugin[] = [
    EnvelopArmorPlugin({
      maxDepth: { n: GRAPHQL_LIMITS.maxDepth, exposeLimits: false, ignoreIntrospection: !production },
      maxAliases: { n: GRAPHQL_LIMITS.maxAliases, exposeLimits: false },
      maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, exposeLimits: false },
      maxTokens: { n: GRAPHQL_LIMITS.maxTokens, exposeLimits: false },
      costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, exposeLimits: false, ignoreIntrospection: !production },
      // Suggestions ("Did you mean …") would map the private schema for a prober.
      blockFieldSuggestion: { enabled: production },
    }) as Plugin,
  ];
  if (production) {
    plugins.push({
      onValidate({ addValidationRule }) {
        addValidationRule(NoSchemaIntrospectionCustomRule);
      },
    });
  }
  return plugins;
}
