/**
 * PedBook clinical core — every number a clinician sees (scores, z-scores, fluids, antidote and medication
 * doses) comes from this pure package: no React, no network, no storage, no clock, no globals, relative
 * imports only. Contract: shared/clinical/contract.md; formulas and sources: shared/clinical/reference.md.
 */
export * from './errors';
export * from './format';
export * from './growth';
export * from './plausibility';
export * from './dose-gate';
export * from './cdc-weight-for-age';
export * from './scores';
export * from './finnegan';
export * from './pecarn';
export * from './fluids';
export * from './rsi';
export * from './poisonings';
export * from './poisoning-entries';
export * from './dose-template';
export * from './presentation-choice';
export * from './dose-period';
export * from './caveats';
export * from './childcare';
export * from './emergency-doses';
export * from './verification';
export * from './dose-review';
export * from './emergency-sheet';
export * from './infusion';
