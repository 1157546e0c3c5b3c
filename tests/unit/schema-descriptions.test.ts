import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isUnionType } from 'graphql';
import { expect, it } from 'vitest';
import { schema } from '../../bff/src/schema/index';

/** Frontend developers read the schema in GraphiQL: everything they see must say what it is. */
it('describes every type, field and argument', () => {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
    if (!type.description) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) {
          if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
    }
    if (isUnionType(type) && !type.description) missing.push(type.name);
  }
  expect(missing).toEqual([]);
});
