export * from './limits';
export * from './messages';
export * from './media';
export * from './links';
export * from './schemas/common';
export * from './schemas/product';
