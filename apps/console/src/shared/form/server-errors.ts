import { isHttpError } from '@creator-console/api-client';

/** One zod issue as the server lists it in a 400/422 answer's `issues`. */
export type ServerIssue = { path: readonly PropertyKey[]; message: string };

/** Where a refused form's messages go: field path (`title`, `images.2`) → message, plus the rest. */
export type PlacedIssues = {
  fields: Record<string, string>;
  /** The messages of issues about no field of the form, for the form-level error. */
  form: string[];
};

/** The issues of a validation refusal (400 or 422 with `issues`), or null for any other failure. */
export function serverIssues(error: unknown): readonly ServerIssue[] | null {
  if (!isHttpError(error) || (error.status !== 400 && error.status !== 422)) return null;
  const issues = (error.body as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) && issues.length > 0 ? (issues as ServerIssue[]) : null;
}

/**
 * The one mapping of the server's issues onto a form. `prefix` drops leading path parts the form
 * does not hold (an application's `fields.<name>`); an issue lands on its whole remaining path
 * (`images.2` under the images) when its first part is one of `fields`, else on the form. The
 * first message of a path wins, as the contract's own check shows it.
 */
export function placeIssues(
  issues: readonly ServerIssue[],
  fields: ReadonlySet<string>,
  prefix: readonly string[] = [],
): PlacedIssues {
  const placed: PlacedIssues = { fields: {}, form: [] };
  for (const issue of issues) {
    const path = prefix.every((part, index) => issue.path[index] === part)
      ? issue.path.slice(prefix.length)
      : [];
    const name = path.map(String).join('.');
    if (typeof path[0] === 'string' && fields.has(path[0])) {
      placed.fields[name] ??= issue.message;
    } else if (!placed.form.includes(issue.message)) {
      placed.form.push(issue.message);
    }
  }
  return placed;
}
