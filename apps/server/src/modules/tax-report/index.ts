/**
 * The tax report's public face (decision 036): the economic-nexus thresholds it keeps, which a new shop
 * starts with. The report itself is only read through its routes.
 */
export { seedNexusThresholds } from './nexus-thresholds.ts';
