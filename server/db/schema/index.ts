export * from './catalogue';
export * from './identity';
export * from './public';
export * from './rate-limits';
