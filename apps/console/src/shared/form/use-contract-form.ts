import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { placeIssues, serverIssues } from './server-errors';

/** A contract schema (zod 4) as the form sees it: what a valid form parses to. */
export type ContractSchema<Output> = { _zod: { output: Output; input: unknown } };

/**
 * A contract schema imported on demand. The resolver waits for it at the first check (a submit):
 * the form renders without zod, and the page can start the import earlier (e.g. on first focus).
 */
export type ContractSchemaLoader<Output> = () => Promise<ContractSchema<Output>>;

// zodResolver's overloads want zod's own types, which the console does not import: the structural
// `_zod` shape above is what it reads at run time.
const resolverOf = <Values extends FieldValues, Output>(schema: ContractSchema<Output>) =>
  (zodResolver as unknown as (schema: unknown) => Resolver<Values, unknown, Output>)(schema);

/**
 * The resolver of a form checked by a contract schema: the schema's own zh-CN messages land on
 * the fields at their paths, and a valid form submits the schema's parsed (trimmed, defaulted)
 * values. `toInput` turns the form's values into what the schema reads when the two differ (a
 * local date, a text of topics, a flag the buttons set).
 */
export function contractResolver<Values extends FieldValues, Output>(
  schema: ContractSchema<Output> | ContractSchemaLoader<Output>,
  toInput: (values: Values) => unknown = (values) => values,
): Resolver<Values, unknown, Output> {
  // The schema reads the converted values; the errors it finds are about the same names.
  if (typeof schema === 'function') {
    return async (values, context, options) =>
      resolverOf<Values, Output>(await schema())(toInput(values) as Values, context, options);
  }
  const resolve = resolverOf<Values, Output>(schema);
  return (values, context, options) => resolve(toInput(values) as Values, context, options);
}

export type ContractFormOptions<Values extends FieldValues, Output> = Omit<
  UseFormProps<Values, unknown, Output>,
  'resolver' | 'defaultValues'
> & {
  defaultValues: DefaultValues<Values>;
  /** The schema's input from the form's values, when they are not the same shape. */
  toInput?: (values: Values) => unknown;
  /** Leading parts of the server's issue paths that the form does not hold (e.g. `fields`). */
  serverPrefix?: readonly string[];
  /** Names the server may name besides the form's values (e.g. the uploaded `file`). */
  serverFields?: readonly string[];
  /**
   * The form's name of a field the server calls otherwise (after `serverPrefix`), e.g. the
   * login's `email`, which holds the account.
   */
  serverNames?: Readonly<Record<string, string>>;
};

export type ContractForm<Values extends FieldValues, Output> = UseFormReturn<Values, unknown, Output> & {
  /**
   * Puts a 400/422 answer's issues on the fields they name and the rest on the form (shown by
   * `FormError`). Answers the field paths that got a message, or null when the failure was not a
   * refusal of the input (the api client has shown those).
   */
  setServerErrors: (error: unknown) => string[] | null;
};

/**
 * A react-hook-form form checked by a contract schema on submit and, after the first submit, as
 * the user corrects a field; the server's refusals land on the same fields.
 */
export function useContractForm<Values extends FieldValues, Output>(
  schema: ContractSchema<Output> | ContractSchemaLoader<Output>,
  {
    toInput,
    serverPrefix = [],
    serverFields = [],
    serverNames = {},
    ...options
  }: ContractFormOptions<Values, Output>,
): ContractForm<Values, Output> {
  // useForm takes its options anew at each render, so the resolver sees the newest `toInput`
  // (which may close over props, e.g. the uploaded file).
  const resolver = contractResolver<Values, Output>(schema, toInput);
  const form = useForm<Values, unknown, Output>({ ...options, resolver });

  const setServerErrors = (error: unknown) => {
    const issues = serverIssues(error);
    if (!issues) return null;
    const known = new Set([...Object.keys(form.getValues()), ...serverFields]);
    const at = serverPrefix.length;
    const named = issues.map((issue) => {
      const name = issue.path[at];
      const alias = typeof name === 'string' ? serverNames[name] : undefined;
      return alias
        ? { ...issue, path: [...issue.path.slice(0, at), alias, ...issue.path.slice(at + 1)] }
        : issue;
    });
    const placed = placeIssues(named, known, serverPrefix);
    for (const [name, message] of Object.entries(placed.fields)) {
      form.setError(name as Path<Values>, { type: 'server', message });
    }
    if (placed.form.length > 0) {
      form.setError('root.server', { type: 'server', message: placed.form.join(' ') });
    }
    return Object.keys(placed.fields);
  };

  return { ...form, setServerErrors };
}
