import { placeholderProblem } from '@shop/shared/policy-placeholders';
import { POLICY_BODY_MAX, POLICY_TITLE_MAX } from '@shop/shared/policy-pages';

export interface PolicyPageValues {
  title: string;
  body: string;
}

export type PolicyPageErrors = Partial<Record<keyof PolicyPageValues, string>>;

/** The server's rules (pages.ts), checked before a save or a preview so the owner sees them at the field. */
export function validatePolicyPage(values: PolicyPageValues): PolicyPageErrors {
  const errors: PolicyPageErrors = {};
  const title = values.title.trim();
  if (title === '') errors.title = 'Title is required';
  else if (title.length > POLICY_TITLE_MAX) errors.title = `The title can be at most ${POLICY_TITLE_MAX} characters`;
  if (values.body.length > POLICY_BODY_MAX) {
    errors.body = `The page text can be at most ${POLICY_BODY_MAX.toLocaleString('en-US')} characters (it has ${values.body.length.toLocaleString('en-US')})`;
  } else {
    const problem = placeholderProblem(values.body);
    if (problem) errors.body = problem;
  }
  return errors;
}
