export * from './common';
export * from './catalogue';
export * from './public';
export * from './authentication';
