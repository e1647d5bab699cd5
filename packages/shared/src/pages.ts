import { z } from 'zod';
import { placeholderProblem } from './policy-placeholders.ts';
import { POLICY_BODY_MAX, POLICY_SLUGS, POLICY_TITLE_MAX } from './policy-pages.ts';

/** The API's contracts for the policy pages (decision 035); the slugs and addresses are in policy-pages.ts. */

const slug = z.enum(POLICY_SLUGS);

export const policyPage = z.object({
  slug,
  title: z.string(),
  body: z.string(),
  html: z.string(),
  summary: z.string(),
  updatedAt: z.string(),
});

export const policyPageSummary = z.object({ slug, title: z.string(), updatedAt: z.string() });
export type PolicyPageSummary = z.infer<typeof policyPageSummary>;

export const policyPageInput = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(POLICY_TITLE_MAX, `The title can be at most ${POLICY_TITLE_MAX} characters`),
  body: z
    .string({ error: 'The page text is required (it may be empty)' })
    .max(POLICY_BODY_MAX, `The page text can be at most ${POLICY_BODY_MAX.toLocaleString('en-US')} characters`)
    // A placeholder the shop does not fill would show its braces to shoppers (docs/decisions/052-ready-to-open.md).
    .superRefine((body, ctx) => {
      const problem = placeholderProblem(body);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type PolicyPageInput = z.infer<typeof policyPageInput>;

/** Any text up to 40 characters: an unknown slug gets its own clear answer (404 to read, 400 to save). */
export const policySlugParam = z.object({ slug: z.string().max(40) });
