export { normalize } from './normalize';
export { buildSearchIndex, createSearchSession, flattenResults, Rank, search, searchEntries } from './matcher';
export type { SearchEntry, SearchGroup, SearchIndex, SearchResult, SearchSession } from './matcher';
export { narrows, rankOf } from './rank';
export { moveSelection } from './selection';
export { benchSearch, syntheticEntries } from './bench';
export type { SearchBench } from './bench';
