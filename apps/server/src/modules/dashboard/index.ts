/** The dashboard module's public face: the owner's morning summary, which the minute sweep asks for (docs/decisions/051-the-owner-is-told.md). */
export { MORNING_SUMMARY, sendMorningSummary } from './send-morning-summary.ts';
