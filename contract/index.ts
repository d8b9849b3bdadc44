export * from './common';
export * from './catalogue';
export * from './public';
