import SchemaBuilder from '@pothos/core';
import type { Context } from './context';

export const builder = new SchemaBuilder<{
  Context: Context;
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
});

builder.queryType({ description: 'Everything a shopper can read.' });
builder.mutationType({ description: 'Everything a shopper can change; expected failures are Error values in the result unions.' });
