import { z } from 'zod';

/**
 * The launch checklist (docs/decisions/052-ready-to-open.md): what stands between the shop and a real first
 * order, in the order the going-live guide (docs/going-live.md) clears them.
 */
export const LAUNCH_STEPS = ['https', 'payments', 'email', 'backup', 'shop', 'owner', 'demo-catalogue', 'policy-pages', 'tax'] as const;
export type LaunchStep = (typeof LAUNCH_STEPS)[number];

export const launchItem = z.object({
  id: z.enum(LAUNCH_STEPS),
  done: z.boolean(),
  /** The step, as the list names it. */
  title: z.string(),
  /** Where it stands: what is in the way, or what is done. */
  detail: z.string(),
  /** Where the admin fixes it; null for a step done on the machine. */
  fix: z.object({ label: z.string(), to: z.string() }).nullable(),
  /** The going-live guide's step for one done on the machine, e.g. "docs/going-live.md, step 3". */
  guide: z.string().nullable(),
});
export type LaunchItem = z.infer<typeof launchItem>;

/** GET /api/admin/launch-checklist. */
export const launchChecklist = z.object({
  items: z.array(launchItem),
  /** Every step done: the dashboard folds the list away. */
  ready: z.boolean(),
});
export type LaunchChecklist = z.infer<typeof launchChecklist>;
