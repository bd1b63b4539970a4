export * from './spread';
