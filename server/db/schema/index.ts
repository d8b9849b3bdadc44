export * from './catalogue';
export * from './public';
