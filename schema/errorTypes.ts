import { builder } from './builder';
import { ValidationError } from '../domain/errors';

export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const FieldIssueRef = builder.objectRef<{ field: string; message: string }>('FieldIssue').implement({
  description: 'One invalid field and the message to show for it.',
  fields: (t) => ({ field: t.exposeString('field'), message: t.exposeString('message') }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ValidationError,
  fields: (t) => ({
    issues: t.field({ type: [FieldIssueRef], resolve: (error) => error.issues }),
  }),
});
