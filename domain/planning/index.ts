// The planning computations of the supply review and the demand pages: pure
// TypeScript (no React, no Node APIs, no database). See README.md for the
// conventions (months, days, units, problems).
export * from './types';
export * from '../../engine/time/calendar';
export * from './normal';
export * from './statistics';
export * from './safety-stock';
export * from './buckets';
export * from './series-index';
export * from './cover';
export * from './projection';
export * from './projection-item';
export * from './lot-size';
export * from './supplier-choice';
export * from './purchase-suggestions';
export * from './work-calendar';
export * from './mps';
export * from './line-load';
export * from './changeover';
export * from './line-timing';
export * from './sequencing';
export * from './scheduling';
export * from './abc-xyz';
export * from './atp';
export * from './forecast-consumption';
export * from './inventory-indicators';
