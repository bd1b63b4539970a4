export { normalize } from './normalize';
export { buildSearchIndex, flattenResults, Rank, search, searchEntries } from './matcher';
export type { SearchEntry, SearchGroup, SearchIndex, SearchResult } from './matcher';
export { moveSelection } from './selection';
export { benchSearch, syntheticEntries } from './bench';
export type { SearchBench } from './bench';
