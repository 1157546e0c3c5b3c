import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { printedSchema } from '../../bff/scripts/printed-schema';

it('schema.graphql is what the Pothos code prints (run `npm run schema` when this fails)', () => {
  const checkedIn = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
  expect(checkedIn).toBe(printedSchema());
});
